export {
  CategoryFilter,
  ALL_CATEGORIES,
  type CategoryFilterProps,
  type CategoryOption,
} from './CategoryFilter';
