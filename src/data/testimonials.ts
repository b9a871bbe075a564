import type { Testimonial } from '../../ui';

/** Two quotes from the creator of a Linux distribution (fixed data). */
export const testimonials: Testimonial[] = [
  {
    text: 'Aarav rewrote our download page and installer docs in a weekend. Page loads halved and the support questions about ISO checksums simply stopped. He asks the right questions before writing a line of code.',
    reviewer: 'Rohan Deshpande, creator of Saffron Linux',
    link: 'https://saffronlinux.org/blog/community-thanks-aarav',
  },
  {
    text: 'He shipped the package-search site we had postponed for two releases, with tests, accessible markup and a clear handover. I would happily work with him again on anything web or backend.',
    reviewer: 'Rohan Deshpande, creator of Saffron Linux',
    link: 'https://saffronlinux.org/blog/package-search-launch',
  },
];
