export { LatestBlogs as default } from '../../../ui';
