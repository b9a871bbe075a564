export { PostNav as default } from '../../../ui';
