export { PostNav, type PostNavProps, type PostLink } from './PostNav';
