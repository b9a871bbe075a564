export { FollowRow as default } from '../../../ui';
