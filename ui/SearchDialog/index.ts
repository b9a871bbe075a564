export {
  SearchDialog,
  type SearchDialogProps,
  type SearchResult,
  type SearchStatus,
} from './SearchDialog';
export { excerptParts, type ExcerptPart } from './excerpt';
