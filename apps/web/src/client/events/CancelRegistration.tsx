import { useState } from 'react';
import { Dialog } from '../payment/Dialog';
import { cancelEventRegistration } from './eventRegistration';

interface Props {
  token: string;
  eventName: string;
  /** Whether the registration was paid: the dialog says a refund is the practitioner's to make. */
  paid: boolean;
  onCancelled: () => void;
}

/** 'Cancel registration' and its confirm dialog (spec 000 §2.5, §4); the cancel is POST /manage_event_registrations/{token}/cancel. */
export function CancelRegistration({ token, eventName, paid, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setProblem(null);
    try {
      await cancelEventRegistration(token);
      setOpen(false);
      onCancelled();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Cancel registration
      </button>
      {open && (
        <Dialog title="Cancel registration" onClose={() => setOpen(false)} busy={sending}>
          <p>Are you sure you want to cancel your registration for {eventName}?</p>
          {paid && <p className="muted">For a refund, please contact the practitioner.</p>}
          {problem && (
            <p className="banner banner-error" role="alert">
              {problem}
            </p>
          )}
          <div className="confirm-buttons">
            <button type="button" className="button button-danger" disabled={sending} onClick={confirm} autoFocus>
              {sending ? 'Cancelling…' : 'Yes, cancel registration'}
            </button>
            <button type="button" className="button button-secondary" disabled={sending} onClick={() => setOpen(false)}>
              Keep registration
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
