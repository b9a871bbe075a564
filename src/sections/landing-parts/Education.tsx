export { Education as default } from '../../../ui';
