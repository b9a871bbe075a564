import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { Actions, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { formatLongDateGB } from '../format';
import type { PasskeyItem } from '../PasskeyList';
import { Button } from '../primitives';
import { Choice, Choices } from './PasskeyKeepForm.styles';

export type PasskeyKeepFormProps = Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The passkeys a password reset suspended (those added before the address was verified never are). */
  passkeys: PasskeyItem[];
  /** The ids ticked to keep. Controlled; none at first: keeping one is the reader's choice. */
  keepIds: string[];
  onKeepIdsChange: (change: { ids: string[] }) => void;
  /** Called by the button with the ticked ids (none: every passkey goes). */
  onSubmit: (submit: { ids: string[] }) => void;
  /** @default false */
  busy?: boolean;
  /** False before hydration: the button waits. @default true */
  ready?: boolean;
  /** Why the choice was refused (too late, already made). */
  error?: string;
};

/**
 * After a password reset: the account's passkeys, suspended by the reset, each with its name,
 * when it was added and last used, and a checkbox. The ticked ones keep working; the others
 * are removed, as they are if the page is left (after 15 minutes). Someone who knew the old
 * password may have added one, so none is ticked until the reader ticks it.
 */
export function PasskeyKeepForm({
  passkeys,
  keepIds,
  onKeepIdsChange,
  onSubmit,
  busy = false,
  ready = true,
  error,
  ...rest
}: PasskeyKeepFormProps) {
  const id = useId();
  const toggle = (passkeyId: string, keep: boolean) =>
    onKeepIdsChange({
      ids: keep
        ? [...keepIds.filter((other) => other !== passkeyId), passkeyId]
        : keepIds.filter((other) => other !== passkeyId),
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ids: keepIds });
  };
  const count = keepIds.length;
  return (
    <Form method="post" onSubmit={submit} {...rest}>
      <Choices>
        <legend>Which passkeys are yours?</legend>
        <p>
          Your passkeys stopped working with the reset. Tick the ones you added yourself: the others
          are removed. Leave this page and all of them are removed after 15 minutes.
        </p>
        {passkeys.map((passkey) => (
          <Choice key={passkey.id}>
            <input
              id={`${id}-${passkey.id}`}
              type="checkbox"
              checked={keepIds.includes(passkey.id)}
              disabled={busy}
              aria-describedby={`${id}-${passkey.id}-details`}
              onChange={(event) => toggle(passkey.id, event.target.checked)}
            />
            <label htmlFor={`${id}-${passkey.id}`}>{passkey.name}</label>
            <p id={`${id}-${passkey.id}-details`}>
              Added {formatLongDateGB(new Date(passkey.createdAt))} ·{' '}
              {passkey.lastUsedAt
                ? `last used ${formatLongDateGB(new Date(passkey.lastUsedAt))}`
                : 'not used yet'}
            </p>
          </Choice>
        ))}
      </Choices>
      <Actions>
        <Button
          type="submit"
          variant={count === 0 ? 'outline' : undefined}
          disabled={busy || !ready}
          aria-busy={busy || undefined}
        >
          {count === 0
            ? 'Remove them all'
            : `Keep ${count === 1 ? 'this passkey' : `these ${count} passkeys`}`}
        </Button>
      </Actions>
      <div aria-live="polite">{error && <Outcome data-tone="danger">{error}</Outcome>}</div>
    </Form>
  );
}
