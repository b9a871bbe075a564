export { FollowRow, type FollowRowProps, type SocialLinks } from './FollowRow';
