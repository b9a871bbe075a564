import {
  Children,
  useId,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../Button';
import { CloseIcon } from '../../icons';
import { Backdrop, CloseSlot, Empty, Panel, Title } from './Dialog.styles';
import { useDialog } from './useDialog';

export type DialogProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Whether the dialog is shown. The dialog is fully controlled. */
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Visible heading, also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Hide the built-in close button (the content must then offer its own). @default false */
  hideCloseButton?: boolean;
  /** Panel width. @default 'medium' */
  size?: 'medium' | 'large' | 'fullscreen';
  /** Element to focus when opened; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `dialog` or `alertdialog` (for errors that need acknowledging). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** The content; opened without any, the dialog says 'No content to display'. */
  children?: ReactNode;
};

/** What a dialog shows when it is opened with nothing to show (spec's error catalogue). */
export const NO_CONTENT = 'No content to display';

/** True when `children` would render nothing (null, undefined, booleans, empty strings). */
const isEmpty = (children: ReactNode) => Children.toArray(children).every((child) => child === '');

/**
 * Modal dialog: aria-modal, focus trapped and returned, Escape and backdrop close, page scroll
 * locked while open. Renders nothing when closed; open without content, it says so.
 *
 * In the browser it renders into <body>, wherever it is used: fixed to the viewport from inside
 * a section whose layout is contained (the site lets the browser skip rendering sections below
 * the first screen), it would otherwise be laid out and clipped within that section.
 */
export function Dialog({
  open,
  onClose,
  title,
  label,
  closeLabel = 'Close',
  hideCloseButton = false,
  size = 'medium',
  initialFocus,
  role = 'dialog',
  children,
  ...rest
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(open, panelRef, onClose, initialFocus);
  if (!open) return null;
  const dialog = (
    <Backdrop
      data-size={size}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        data-size={size}
        {...rest}
      >
        {!hideCloseButton && (
          <CloseSlot>
            <IconButton type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </CloseSlot>
        )}
        {title && <Title id={titleId}>{title}</Title>}
        {isEmpty(children) ? <Empty>{NO_CONTENT}</Empty> : children}
      </Panel>
    </Backdrop>
  );
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
