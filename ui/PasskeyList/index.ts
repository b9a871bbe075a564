export { PasskeyList, type PasskeyItem, type PasskeyListProps } from './PasskeyList';
