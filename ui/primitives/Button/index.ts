export { Button, IconButton } from './Button';
