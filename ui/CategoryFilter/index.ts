export { CategoryFilter, type CategoryFilterProps, type CategoryOption } from './CategoryFilter';
export { ALL_CATEGORIES } from './all';
