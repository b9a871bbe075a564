import { useRef } from 'react';
import { Button, Dialog } from '../primitives';
import { Actions, Message } from './ErrorDialog.styles';

export type ErrorDialogProps = {
  /** The message to show, usually the server's. The dialog is open while it is set. */
  message: string | null;
  /** Called on 'Close', Escape or a backdrop click. */
  onClose: () => void;
  /** Dialog heading. @default 'Error' */
  title?: string;
  /** Text of the button that dismisses it. @default 'Close' */
  closeLabel?: string;
};

/**
 * A modal that reports a failed action (login, signup) with the server's message and a single
 * 'Close' button, which takes the focus so Enter dismisses it. Focus returns to the form after.
 */
export function ErrorDialog({
  message,
  onClose,
  title = 'Error',
  closeLabel = 'Close',
}: ErrorDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={title}
      role="alertdialog"
      hideCloseButton
      initialFocus={closeRef}
    >
      <Message>{message}</Message>
      <Actions>
        <Button ref={closeRef} type="button" onClick={onClose}>
          {closeLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
