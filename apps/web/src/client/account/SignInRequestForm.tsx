import { useState, type FormEvent } from 'react';
import { requestSignInLink } from './clientAccount';

/** Asks for a sign-in link by e-mail. The answer is the same for every address (no account discovery). */
export function SignInRequestForm({ intro }: { intro?: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string }>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setState({ status: 'error', message: 'Please enter a valid email address.' });
    setState({ status: 'sending' });
    try {
      await requestSignInLink(email.trim());
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  };

  if (state.status === 'sent') {
    return (
      <div className="banner banner-success" role="status">
        If <strong>{email.trim()}</strong> has bookings with us, a sign-in link is on its way. Check your inbox; the link works once and expires in 30
        minutes.{' '}
        <button type="button" className="link-button account-resend" onClick={() => setState({ status: 'idle' })}>
          Use another address
        </button>
      </div>
    );
  }
  return (
    <form className="account-sign-in" onSubmit={submit} noValidate>
      <p className="muted">{intro ?? 'Enter the e-mail address you booked with. We will e-mail you a link to sign in, no password needed.'}</p>
      <label htmlFor="sign-in-email">Email</label>
      <input
        id="sign-in-email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={state.status === 'error'}
        aria-describedby={state.status === 'error' ? 'sign-in-error' : undefined}
        required
      />
      {state.status === 'error' && (
        <p id="sign-in-error" className="field-error" role="alert">
          {state.message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? 'Sending…' : 'Email me a sign-in link'}
      </button>
    </form>
  );
}
