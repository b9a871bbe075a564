export { BlogBanner, type BlogBannerProps } from './BlogBanner';
