// /manage_event_registrations/{token}: a group-event registration (spec 000 §2.5, §4): 'Your
// appointment is booked!' with the event, a map for in-person events, the practitioner's contact,
// the payment and a cancel with a confirm dialog; 'Registration Cancelled' once cancelled, its own
// page when the practitioner cancelled it, 'Appointment Status' otherwise; the mobile app promoted.
import { GroupEventMessages } from '@app/group-events/shared';
import { useCallback, useEffect, useState } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import { fetchEventRegistration, type EventRegistration } from './eventRegistration';
import { RegistrationDetails } from './RegistrationDetails';
import '../appointment/AppointmentPage.css';
import '../booking/booking.css';
import './events.css';

/** Spec 000 §8: an unexpected error on the registration page. */
export const UNEXPECTED_ERROR = `${GroupEventMessages.unexpected}. Please try again.`;

type Load = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; registration: EventRegistration };

export function RegistrationPage({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [justCancelled, setJustCancelled] = useState(false);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    fetchEventRegistration(token)
      .then((registration) => {
        if (active) setLoad(registration ? { status: 'ready', registration } : { status: 'not-found' });
      })
      .catch(() => {
        if (active) setLoad({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (load.status === 'ready') document.title = `${load.registration.event.name} · ${load.registration.practice.name}`;
  }, [load]);

  const onCancelled = useCallback(() => {
    setJustCancelled(true);
    setLoad((current) => (current.status === 'ready' ? { status: 'ready', registration: { ...current.registration, state: 'cancelled', isOwnerCancelled: false } } : current));
  }, []);

  switch (load.status) {
    case 'loading':
      return (
        <main className="page">
          <p className="loading" role="status">
            Loading your registration…
          </p>
        </main>
      );
    case 'not-found':
      return <NotFoundPage title="Registration not found" text={GroupEventMessages.registrationNotFound} />;
    case 'error':
      return (
        <NotFoundPage title="Something went wrong" text={UNEXPECTED_ERROR}>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </NotFoundPage>
      );
    case 'ready':
      return (
        <main className="page">
          <RegistrationDetails registration={load.registration} justCancelled={justCancelled} onCancelled={onCancelled} />
        </main>
      );
  }
}
