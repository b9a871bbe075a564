import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../../ui/ErrorScreen';

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
      <ErrorScreen
        title="Unexpected Application Error!"
        message="Something went wrong while showing this page."
        detail={error.message}
        onRetry={this.reset}
        links={[
          { label: 'Go to the home page', href: '/' },
          { label: 'Read the blog', href: '/blog' },
        ]}
      />
    );
  }
}
