// The frame of the signed-in client's pages (Your Bookings, payment methods): who is signed in,
// links between the pages, sign out; anyone not signed in gets the sign-in form instead.
import { useEffect, useState, type ReactNode } from 'react';
import { DownloadAppPrompt } from '../../shared/download-app';
import { AppLink } from '../navigation/AppLink';
import { navigate } from '../navigation/navigate';
import { fetchClientUser, signOutClient, type ClientUser } from './clientAccount';
import { AppointmentSignInLink } from './AppointmentSignInLink';
import { SignInRequestForm } from './SignInRequestForm';
import './account.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; user: ClientUser | null };

const PAGES = [
  { href: '/m/bookings', label: 'Your Bookings' },
  { href: '/m/payment_methods', label: 'Payment methods' },
];

export function ClientAccountLayout({ title, children }: { title: string; children: (user: ClientUser) => ReactNode }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [appPrompt, setAppPrompt] = useState(false);

  useEffect(() => {
    document.title = title;
    let active = true;
    fetchClientUser()
      .then((user) => active && setLoad({ status: 'ready', user }))
      .catch((error: Error) => active && setLoad({ status: 'error', message: error.message }));
    return () => {
      active = false;
    };
  }, [title]);

  const signOut = async () => {
    await signOutClient().catch(() => undefined);
    setLoad({ status: 'ready', user: null });
    navigate('/m/bookings', { replace: true });
  };

  if (load.status === 'loading') {
    return (
      <main className="page">
        <p className="loading" role="status">Loading…</p>
      </main>
    );
  }
  if (load.status === 'error') {
    return (
      <main className="page">
        <section className="card" role="alert">
          <h1>{title}</h1>
          <p className="banner banner-error">Error: {load.message}</p>
        </section>
      </main>
    );
  }
  // Reached from an appointment's page (/m/bookings?from={token}): one click e-mails that client a link.
  const fromAppointment = new URLSearchParams(window.location.search).get('from');
  if (!load.user) {
    return (
      <main className="page">
        <section className="card">
          <h1>Sign in to see {title === 'Your Bookings' ? 'your bookings' : 'your payment methods'}</h1>
          {fromAppointment && <AppointmentSignInLink instantActionToken={fromAppointment} />}
          <SignInRequestForm />
        </section>
      </main>
    );
  }
  const here = window.location.pathname;
  return (
    <main className="page account-page">
      <header className="account-header">
        <nav aria-label="Your account" className="account-nav">
          {PAGES.map((page) => (
            <AppLink key={page.href} href={page.href} aria-current={here === page.href ? 'page' : undefined}>
              {page.label}
            </AppLink>
          ))}
        </nav>
        <div className="account-who">
          <span className="muted">{load.user.email}</span>
          <button type="button" className="link-button account-sign-out" onClick={() => setAppPrompt(true)}>
            Get the mobile app
          </button>
          <button type="button" className="link-button account-sign-out" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      {appPrompt && <DownloadAppPrompt audience="client" webVersionUrl="/m/bookings" onClose={() => setAppPrompt(false)} />}
      <h1>{title}</h1>
      {children(load.user)}
    </main>
  );
}
