export { ShareDialog as default } from '../../../ui';
