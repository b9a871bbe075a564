import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../primitives';
import { Code, Detail, LinkButton, Links, Message, Root, Title } from './ErrorScreen.styles';

export type ErrorScreenProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The heading. @default 'Unexpected Application Error!' */
  title?: ReactNode;
  /** A large status code or symbol above the heading, e.g. 404. */
  code?: ReactNode;
  /** A line explaining what happened or what to do. */
  message?: ReactNode;
  /** Technical detail (an error's message), shown in a code box. */
  detail?: string;
  /** Links out, as plain anchors (this screen must work without the router). */
  links?: { label: string; href: string }[];
  /** Offers a 'Try again' button that calls this. */
  onRetry?: () => void;
};

/** A whole-page error state: the 404 page and the error boundary's screen. */
export function ErrorScreen({
  title = 'Unexpected Application Error!',
  code,
  message,
  detail,
  links = [{ label: 'Go to the home page', href: '/' }],
  onRetry,
  ...rest
}: ErrorScreenProps) {
  return (
    <Root {...rest}>
      {code !== undefined && <Code aria-hidden="true">{code}</Code>}
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {detail && <Detail>{detail}</Detail>}
      <Links>
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
        )}
        {links.map((link, index) => (
          <LinkButton
            key={link.href}
            href={link.href}
            data-variant={index === 0 && !onRetry ? undefined : 'outline'}
          >
            {link.label}
          </LinkButton>
        ))}
      </Links>
    </Root>
  );
}
