import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Description, Heading, Root } from './AccountSection.styles';

export type AccountSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The card's heading (an h2). */
  title: ReactNode;
  /** One line under the heading: what the card is for. */
  description?: ReactNode;
  /** 'danger' outlines the card in the danger colour (deleting the account). @default 'default' */
  tone?: 'default' | 'danger';
  children?: ReactNode;
};

/**
 * One card of the /account page: a heading, a line saying what it is for, then its content (a
 * form, a list). The account components are built on it; a page may use it for its own cards.
 *
 * ```tsx
 * <AccountSection title="Your data" description="Everything the site holds about you.">
 *   …
 * </AccountSection>
 * ```
 */
export function AccountSection({
  title,
  description,
  tone = 'default',
  children,
  ...rest
}: AccountSectionProps) {
  const id = useId();
  return (
    <Root
      aria-labelledby={`${id}-title`}
      data-tone={tone === 'danger' ? 'danger' : undefined}
      {...rest}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      {description && <Description>{description}</Description>}
      {children}
    </Root>
  );
}
