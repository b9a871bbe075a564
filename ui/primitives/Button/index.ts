export { Button, IconButton, type ButtonProps, type ButtonVariant } from './Button';
