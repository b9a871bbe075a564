export { Footer as default } from '../../ui';
