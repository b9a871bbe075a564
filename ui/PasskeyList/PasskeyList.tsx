import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Field, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { formatLongDateGB } from '../format';
import { Button } from '../primitives';
import { Details, Item, List, Name } from '../SessionList/SessionList.styles';

export type PasskeyItem = {
  id: string;
  /** What its owner called it ("Laptop", "Phone"). */
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** The last sign-in with it (ISO 8601), or null. */
  lastUsedAt: string | null;
};

export type PasskeyListProps = HTMLAttributes<HTMLElement> & {
  passkeys: PasskeyItem[];
  /**
   * Whether this browser can make passkeys (WebAuthn). Without it the list stays, with a note
   * instead of the form. @default true
   */
  supported?: boolean;
  /** The name typed for the next passkey. Controlled. */
  newName: string;
  onNewNameChange: (change: { name: string }) => void;
  /** Called by 'Add a passkey' with the name; the browser then asks for the passkey. */
  onAdd: (add: { name: string }) => void;
  /** The browser is asking for the passkey, or the server is storing it. @default false */
  adding?: boolean;
  /** Called by a passkey's 'Remove'. */
  onRemove: (remove: { id: string; name: string }) => void;
  /** Passkeys whose removal is on its way. */
  removingIds?: string[];
  message?: string;
  error?: string;
};

/**
 * The account's passkeys: each with its name, when it was added and last used, and 'Remove';
 * below them a name and 'Add a passkey', after which the browser asks for the passkey (a
 * fingerprint, a face, a PIN or a security key). A passkey signs in from /login with no email
 * or password typed; passwords keep working beside it.
 */
export function PasskeyList({
  passkeys,
  supported = true,
  newName,
  onNewNameChange,
  onAdd,
  adding = false,
  onRemove,
  removingIds = [],
  message,
  error,
  ...rest
}: PasskeyListProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd({ name: newName.trim() });
  };
  return (
    <AccountSection
      title="Passkeys"
      description="Sign in with your device's lock (fingerprint, face or PIN) instead of a password."
      {...rest}
    >
      {passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <List>
          {passkeys.map((passkey) => {
            const removing = removingIds.includes(passkey.id);
            return (
              <Item key={passkey.id} data-row>
                <Name>{passkey.name}</Name>
                <Details>
                  Added {formatLongDateGB(new Date(passkey.createdAt))} ·{' '}
                  {passkey.lastUsedAt
                    ? `last used ${formatLongDateGB(new Date(passkey.lastUsedAt))}`
                    : 'not used yet'}
                </Details>
                <Actions>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => onRemove({ id: passkey.id, name: passkey.name })}
                    disabled={removing}
                    aria-busy={removing || undefined}
                    aria-label={`Remove the passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
      {supported ? (
        <Form onSubmit={submit} aria-label="Add a passkey">
          <Field>
            <label htmlFor={`${id}-name`}>Name for a new passkey</label>
            <input
              id={`${id}-name`}
              required
              maxLength={60}
              autoComplete="off"
              placeholder="Laptop"
              value={newName}
              onChange={(event) => onNewNameChange({ name: event.target.value })}
            />
          </Field>
          <Actions>
            <Button type="submit" disabled={adding} aria-busy={adding || undefined}>
              Add a passkey
            </Button>
          </Actions>
        </Form>
      ) : (
        <p>This browser cannot make passkeys. Open this page in one that can to add one.</p>
      )}
      <div aria-live="polite">
        {message && <Outcome data-tone="success">{message}</Outcome>}
        {error && <Outcome data-tone="danger">{error}</Outcome>}
      </div>
    </AccountSection>
  );
}
