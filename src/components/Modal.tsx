import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import * as css from './modal.css';

/**
 * Where the dialogs open: false, over the whole page (showModal: the top layer, the page behind inert); true, kept
 * inside the screen that shows the portal beside other panels (show(): the flow explorer, whose panels stay usable; its
 * frame gives the backdrop).
 */
export const ModalContained = createContext(false);

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom right. */
  actions?: ReactNode;
  /** The element to focus when the dialog opens (defaults to the first focusable element). */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** role="alertdialog" for confirmations. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * Accessible modal on the native <dialog> (showModal where available): labelled by its heading,
 * closes on Escape and on a backdrop click, keeps Tab inside, returns focus to the opener.
 */
export function Modal({ open, onClose, title, children, actions, initialFocus, role = 'dialog', describedBy }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const contained = useContext(ModalContained);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (contained) dialog.show();
      else if (typeof dialog.showModal === 'function') {
        try {
          dialog.showModal();
        } catch {
          dialog.setAttribute('open', '');
        }
      } else {
        dialog.setAttribute('open', '');
      }
    }
    const target = initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
    target.focus();

    const onCancel = (event: Event) => {
      // Escape on a native modal: keep it controlled by React.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.removeAttribute('open');
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocus, contained]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    // The inner wrapper fills the dialog box, so a click on the dialog element itself is the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={!contained}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={css.inner}>
        <h2 id={headingId} className={css.heading}>
          {title}
        </h2>
        {children}
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
