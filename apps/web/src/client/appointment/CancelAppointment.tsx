import { useState } from 'react';
import { cancelByToken, type TokenAppointment } from './tokenAppointment';

interface Props {
  appointment: TokenAppointment;
  onCancelled: () => void;
}

/** The 'Cancel appointment' link with a confirm step (spec 000 §2.2, §4) that shows the practice's cancellation policy. */
export function CancelAppointment({ appointment, onCancelled }: Props) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setStep('sending');
    setFailed(false);
    try {
      await cancelByToken(appointment.id, appointment.instantActionToken);
      onCancelled();
    } catch {
      setFailed(true);
      setStep('confirm');
    }
  }

  if (step === 'idle') {
    return (
      <button type="button" className="link-button" onClick={() => setStep('confirm')}>
        Cancel appointment
      </button>
    );
  }
  return (
    <div className="confirm-cancel" role="group" aria-labelledby="confirm-cancel-question">
      <p id="confirm-cancel-question">Are you sure you want to cancel this appointment?</p>
      {appointment.practice.cancellationPolicy && (
        <section className="cancel-policy" aria-labelledby="cancel-policy-heading">
          <h2 id="cancel-policy-heading" className="cancel-policy-heading">
            Cancellation policy
          </h2>
          <p className="cancel-policy-text">{appointment.practice.cancellationPolicy}</p>
        </section>
      )}
      {failed && (
        <p className="banner banner-error" role="alert">
          There was an error cancelling your appointment.
        </p>
      )}
      <div className="confirm-buttons">
        <button type="button" className="button button-danger" disabled={step === 'sending'} onClick={confirm} autoFocus>
          {step === 'sending' ? 'Cancelling…' : 'Yes, cancel appointment'}
        </button>
        <button type="button" className="button button-secondary" disabled={step === 'sending'} onClick={() => setStep('idle')}>
          Keep appointment
        </button>
      </div>
    </div>
  );
}
