import { useId, type HTMLAttributes } from 'react';
import { Grid } from '../primitives/Grid';
import { Heading, Quote, Root } from './Testimonials.styles';

export type Testimonial = {
  /** The quote. */
  text: string;
  /** Who said it, e.g. "Jane Doe, creator of …". */
  reviewer: string;
  /** Where the full review is published; without one, no 'Read full review' link. */
  link?: string;
};

export type TestimonialsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The quotes. */
  items: Testimonial[];
  /** Section heading. @default 'What Others Say' */
  heading?: string;
};

/**
 * What Others Say: quotes, each with who said it and a 'Read full review' link. With no quotes,
 * render no section.
 */
export function Testimonials({ items, heading = 'What Others Say', ...rest }: TestimonialsProps) {
  const titleId = useId();
  return (
    <Root id="testimonials" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Grid as="ul" columns={{ base: 1, md: 2 }} gap={5}>
        {items.map((item) => (
          <li key={(item.link ?? '') + item.text.slice(0, 40)}>
            <Quote>
              <blockquote cite={item.link || undefined}>
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption>
                <span>— {item.reviewer}</span>
                {item.link && (
                  <a href={item.link} target="_blank" rel="noreferrer">
                    Read full review
                  </a>
                )}
              </figcaption>
            </Quote>
          </li>
        ))}
      </Grid>
    </Root>
  );
}
