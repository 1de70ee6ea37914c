import { useState } from 'react';
import { requestSignInLinkForAppointment } from './clientAccount';

/** One click from an appointment's page: a sign-in link to the address that appointment was booked with. */
export function AppointmentSignInLink({ instantActionToken }: { instantActionToken: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'sent'; to: string } | { status: 'error'; message: string }>({ status: 'idle' });

  const send = async () => {
    setState({ status: 'sending' });
    try {
      setState({ status: 'sent', to: await requestSignInLinkForAppointment(instantActionToken) });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  };

  if (state.status === 'sent') {
    return (
      <p className="banner banner-success" role="status">
        We e-mailed a sign-in link to {state.to}. It works once and expires in 30 minutes.
      </p>
    );
  }
  return (
    <div className="account-appointment-link">
      <button type="button" className="button button-primary" onClick={send} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? 'Sending…' : 'Send a link to the address I booked with'}
      </button>
      <p className="muted">The address of the appointment you came from; or enter another address below.</p>
      {state.status === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
