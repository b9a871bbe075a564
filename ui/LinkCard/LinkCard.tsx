import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Loader } from '../Loader';
import { Lead, Root, Title } from './LinkCard.styles';

export type LinkCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page's h1. */
  title: ReactNode;
  /** The line under it: what happens here, what happened, or what went wrong. */
  lead?: ReactNode;
  /** 'success' and 'danger' colour the lead (its words say it too). @default 'default' */
  tone?: 'default' | 'success' | 'danger';
  /** While set, a loader with this text stands in for the content. */
  loading?: string;
  /** A form, buttons or links. */
  children?: ReactNode;
};

/**
 * The card of a page a mailed link opens (verify an address, choose a new password) and of
 * "Forgot password?": a title, a lead that says where things stand, and what can be done next.
 * Every state of those pages is this card with other words: checking the link, ready, done,
 * and a link that is used, expired or cut short (with a way to ask for a new one).
 */
export function LinkCard({
  title,
  lead,
  tone = 'default',
  loading,
  children,
  ...rest
}: LinkCardProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Title id={`${id}-title`}>{title}</Title>
      {loading ? (
        <Loader label={loading} />
      ) : (
        <>
          {lead && (
            <Lead
              data-tone={tone === 'default' ? undefined : tone}
              role={tone === 'danger' ? 'alert' : undefined}
            >
              {lead}
            </Lead>
          )}
          {children}
        </>
      )}
    </Root>
  );
}
