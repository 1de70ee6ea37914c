import { useState } from 'react';
import { navigate } from '../navigation/navigate';
import { signInWithLink } from './clientAccount';
import { SignInRequestForm } from './SignInRequestForm';
import './account.css';

/**
 * /m/sign_in/{token}: the e-mailed link. Signing in waits for the button, so a mail scanner that
 * opens the link does not use it up.
 */
export function SignInLinkPage({ token }: { token: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'signing-in' } | { status: 'error'; message: string }>({ status: 'idle' });

  const signIn = async () => {
    setState({ status: 'signing-in' });
    try {
      await signInWithLink(token);
      navigate('/m/bookings', { replace: true });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  };

  return (
    <main className="page">
      <section className="card">
        <h1>Sign in to Your Bookings</h1>
        {state.status === 'error' ? (
          <>
            <p className="banner banner-error" role="alert">
              {state.message}
            </p>
            <SignInRequestForm intro="Enter your e-mail address to get a new link." />
          </>
        ) : (
          <>
            <p className="muted">See your bookings, transactions and saved cards with every practitioner you booked with.</p>
            <button type="button" className="button button-primary" onClick={signIn} disabled={state.status === 'signing-in'} autoFocus>
              {state.status === 'signing-in' ? 'Signing in…' : 'Sign in'}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
