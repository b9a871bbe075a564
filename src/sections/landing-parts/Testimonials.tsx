export { Testimonials as default } from '../../../ui';
