import { useEffect, useId, useRef, type ReactNode } from 'react';
import './payment.css';

interface Props {
  title: string;
  onClose: () => void;
  /** While busy, Escape and the close button are ignored (a payment is under way). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: the rest of the page is inert, Tab stays inside,
 * Escape closes it and focus returns to the button that opened it. A sheet from the bottom under
 * 768 px.
 */
export function Dialog({ title, onClose, busy = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className="pay-dialog" aria-labelledby={titleId}>
      <div className="pay-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="pay-dialog-close" aria-label="Close" onClick={() => !busy && onClose()} disabled={busy}>
          ×
        </button>
      </div>
      <div className="pay-dialog-body">{children}</div>
    </dialog>
  );
}
