export { ClapButton, type ClapButtonProps } from './ClapButton';
