import type { HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Outcome, Tag } from '../AccountSection/AccountSection.styles';
import { formatLongDateGB } from '../format';
import { Button } from '../primitives';
import { Details, Item, List, Title } from './SessionList.styles';

/** One browser signed in to the account. */
export type SessionItem = {
  id: string;
  /** The device class its User-Agent named. */
  device: 'mobile' | 'tablet' | 'desktop';
  /** "Firefox on Linux", or empty when the browser was not recognised. */
  agent: string;
  /** When it logged in (ISO 8601). */
  createdAt: string;
  /** Its last request, to the hour (ISO 8601). */
  lastSeenAt: string;
  /** The browser showing this list. */
  current: boolean;
};

export type SessionListProps = HTMLAttributes<HTMLElement> & {
  sessions: SessionItem[];
  /** Called by 'Sign out everywhere else'; the button shows only when there is another session. */
  onSignOutOthers: () => void;
  /** Signing the others out. @default false */
  busy?: boolean;
  message?: string;
  error?: string;
};

const DEVICE_NAMES = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' } as const;

/**
 * The browsers signed in to the account, this one marked: each with its device class, browser
 * and when it was last seen, and 'Sign out everywhere else' for all but this one.
 */
export function SessionList({
  sessions,
  onSignOutOthers,
  busy = false,
  message,
  error,
  ...rest
}: SessionListProps) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AccountSection
      title="Signed-in browsers"
      description={
        others === 0
          ? 'Only this browser is signed in.'
          : `This browser and ${others} other${others === 1 ? '' : 's'}.`
      }
      {...rest}
    >
      <List>
        {sessions.map((session) => (
          <Item key={session.id} data-current={session.current || undefined}>
            <Title>
              <span>
                {DEVICE_NAMES[session.device]}
                {session.agent ? ` · ${session.agent}` : ''}
              </span>
              {session.current && <Tag data-tone="success">This browser</Tag>}
            </Title>
            <Details>
              {session.current
                ? 'Active now'
                : `Last seen ${formatLongDateGB(new Date(session.lastSeenAt))}`}
              {' · '}
              signed in {formatLongDateGB(new Date(session.createdAt))}
            </Details>
          </Item>
        ))}
      </List>
      {others > 0 && (
        <Actions>
          <Button
            type="button"
            variant="outline"
            onClick={onSignOutOthers}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            Sign out everywhere else
          </Button>
        </Actions>
      )}
      <div aria-live="polite">
        {message && <Outcome data-tone="success">{message}</Outcome>}
        {error && <Outcome data-tone="danger">{error}</Outcome>}
      </div>
    </AccountSection>
  );
}
