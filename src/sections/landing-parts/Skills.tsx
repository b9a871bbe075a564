export { Skills as default } from '../../../ui';
