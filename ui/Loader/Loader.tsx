import type { HTMLAttributes } from 'react';
import { Root, Spinner } from './Loader.styles';

export type LoaderProps = HTMLAttributes<HTMLDivElement> & {
  /** Text announced to screen readers and shown under the spinner. @default 'Loading...' */
  label?: string;
};

/**
 * A spinner with a live text label, shown while a list or page is loading. Use it in place of
 * the content that is on its way, and name what is loading when it is not the whole page.
 *
 * ```tsx
 * {loading ? <Loader label="Loading comments..." /> : <CommentList comments={comments} />}
 * ```
 */
export function Loader({ label = 'Loading...', ...rest }: LoaderProps) {
  return (
    <Root role="status" aria-live="polite" {...rest}>
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Root>
  );
}
