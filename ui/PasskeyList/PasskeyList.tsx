import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Field, FieldNote, Form, Outcome } from '../AccountSection/AccountSection.styles';
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
  /**
   * Whether the account's address is verified: adding a passkey needs it. Without it the form
   * gives way to a note. @default true
   */
  canAdd?: boolean;
  /** The name typed for the next passkey. Controlled. */
  newName: string;
  onNewNameChange: (change: { name: string }) => void;
  /** The account's password, asked before a passkey is added. Controlled. */
  password: string;
  onPasswordChange: (change: { password: string }) => void;
  /**
   * Called by 'Add a passkey' with the name and the password; the server checks the password,
   * then the browser asks for the passkey.
   */
  onAdd: (add: { name: string; password: string }) => void;
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
 * below them a name, the account's password and 'Add a passkey', after which the browser asks
 * for the passkey (a fingerprint, a face, a PIN or a security key). A passkey signs in from
 * /login with no email or password typed; passwords keep working beside it. Adding one needs a
 * verified address (`canAdd`), and the address is mailed about every new passkey.
 */
export function PasskeyList({
  passkeys,
  supported = true,
  canAdd = true,
  newName,
  onNewNameChange,
  password,
  onPasswordChange,
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
    onAdd({ name: newName.trim(), password });
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
      {!supported ? (
        <p>This browser cannot make passkeys. Open this page in one that can to add one.</p>
      ) : !canAdd ? (
        <p>
          Verify your email address to add a passkey: open the link we mailed you (or send it again
          above).
        </p>
      ) : (
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
          <Field>
            <label htmlFor={`${id}-password`}>Your password</label>
            <input
              id={`${id}-password`}
              type="password"
              required
              maxLength={128}
              autoComplete="current-password"
              aria-describedby={`${id}-password-note`}
              value={password}
              onChange={(event) => onPasswordChange({ password: event.target.value })}
            />
            <FieldNote id={`${id}-password-note`}>
              To be sure it is you: we mail your address about every passkey added.
            </FieldNote>
          </Field>
          <Actions>
            <Button type="submit" disabled={adding} aria-busy={adding || undefined}>
              Add a passkey
            </Button>
          </Actions>
        </Form>
      )}
      <div aria-live="polite">
        {message && <Outcome data-tone="success">{message}</Outcome>}
        {error && <Outcome data-tone="danger">{error}</Outcome>}
      </div>
    </AccountSection>
  );
}
