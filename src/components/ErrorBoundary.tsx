import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorScreenProps } from '../../ui/ErrorScreen';

const title = 'Unexpected Application Error!';
const message = 'Something went wrong while showing this page.';
const links = [
  { label: 'Go to the home page', href: '/' },
  { label: 'Read the blog', href: '/blog' },
];

/** What the error screen says, unstyled: shown when its code cannot be fetched either. */
function PlainErrorScreen({ detail }: ErrorScreenProps) {
  return (
    <main>
      <h1>{title}</h1>
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

// Fetched only once a page has thrown, so no page loads the screen's code at start.
const ErrorScreen = lazy(() =>
  import('../../ui/ErrorScreen/ErrorScreen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

type Props = {
  children: ReactNode;
  /** Replaces the default screen. */
  fallback?: (args: { error: Error; reset: () => void }) => ReactNode;
};
type State = { error: Error | null };

/**
 * Catches a render error anywhere below it and shows the router's default screen,
 * 'Unexpected Application Error!', instead of a blank page. The error is logged once.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, reset: this.reset });
    return (
      <Suspense fallback={null}>
        <ErrorScreen
          title={title}
          message={message}
          detail={error.message}
          onRetry={this.reset}
          links={links}
        />
      </Suspense>
    );
  }
}
