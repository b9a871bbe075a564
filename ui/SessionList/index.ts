export { SessionList, type SessionItem, type SessionListProps } from './SessionList';
