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
  /**
   * 'page' is a whole page (a <main> with an h1). 'section' fills the content area of a page
   * that has its own <main> and h1: a <div> with an h2, less tall, and the detail announced
   * (role alert), since it replaces content after the page loaded. @default 'page'
   */
  variant?: 'page' | 'section';
};

/**
 * A whole-page error state (the 404 page, the error boundary's screen) or, as `section`, the
 * failed state of data a page loads at runtime (the photo feed). For a failed action the visitor
 * just took (a login, a form), use ErrorDialog instead.
 *
 * ```tsx
 * <ErrorScreen code="404" title="Page not found" links={[{ label: 'Home', href: '/' }]} />
 * <ErrorScreen variant="section" title="The feed could not load" detail={error.message} onRetry={reload} />
 * ```
 */
export function ErrorScreen({
  title = 'Unexpected Application Error!',
  code,
  message,
  detail,
  links = [{ label: 'Go to the home page', href: '/' }],
  onRetry,
  variant = 'page',
  ...rest
}: ErrorScreenProps) {
  const section = variant === 'section';
  return (
    <Root as={section ? 'div' : 'main'} data-variant={variant} {...rest}>
      {code !== undefined && <Code aria-hidden="true">{code}</Code>}
      <Title as={section ? 'h2' : 'h1'}>{title}</Title>
      {message && <Message>{message}</Message>}
      {detail && <Detail role={section ? 'alert' : undefined}>{detail}</Detail>}
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
