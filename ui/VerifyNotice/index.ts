export { VerifyNotice, type VerifyNoticeProps } from './VerifyNotice';
