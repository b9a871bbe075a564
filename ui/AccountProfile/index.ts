export { AccountProfile, type AccountProfileProps } from './AccountProfile';
