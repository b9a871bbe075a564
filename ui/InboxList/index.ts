export { InboxList, type InboxListProps, type InboxItem, type InboxFilter } from './InboxList';
