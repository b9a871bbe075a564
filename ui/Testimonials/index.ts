export { Testimonials, type Testimonial, type TestimonialsProps } from './Testimonials';
