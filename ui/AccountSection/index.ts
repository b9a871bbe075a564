export { AccountSection, type AccountSectionProps } from './AccountSection';
