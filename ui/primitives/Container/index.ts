export { Container, contentColumn, contentInset } from './Container';
