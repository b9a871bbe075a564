export { PreviewNotice, type PreviewNoticeProps } from './PreviewNotice';
