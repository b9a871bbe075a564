export { SearchButton, type SearchButtonProps } from './SearchButton';
