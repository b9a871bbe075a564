export { AccountData, type AccountDataProps } from './AccountData';
