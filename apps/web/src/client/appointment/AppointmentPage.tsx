import { useCallback, useEffect, useState } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import { AppointmentDetails } from './AppointmentDetails';
import { fetchTokenAppointment, type TokenAppointment } from './tokenAppointment';
import './AppointmentPage.css';

type Load =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; appointment: TokenAppointment };

/** /m/c/{instantActionToken}: the client's view of one appointment (spec 000 §2.2). */
export function AppointmentPage({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [cancelled, setCancelled] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchTokenAppointment(token)
      .then((appointment) => {
        if (active) setLoad(appointment ? { status: 'ready', appointment } : { status: 'not-found' });
      })
      .catch((error: Error) => {
        if (active) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      active = false;
    };
  }, [token]);

  /** Reads the appointment again after a payment action (never rejects: a failure is shown). */
  const refresh = useCallback(async () => {
    try {
      const appointment = await fetchTokenAppointment(token);
      setRefreshError(null);
      if (appointment) setLoad({ status: 'ready', appointment });
    } catch (error) {
      setRefreshError((error as Error).message);
    }
  }, [token]);

  useEffect(() => {
    if (load.status === 'ready') document.title = `Appointment with ${load.appointment.user.name}`;
  }, [load]);

  switch (load.status) {
    case 'loading':
      return (
        <main className="page">
          <p className="loading" role="status">Loading your appointment…</p>
        </main>
      );
    case 'not-found':
      return <NotFoundPage title="Appointment not found" text="This link is invalid or the appointment no longer exists." />;
    case 'error':
      return <NotFoundPage title="Something went wrong" text={`Error: ${load.message}`} />;
    case 'ready':
      return (
        <main className="page">
          {refreshError && (
            <p className="banner banner-error" role="alert">
              Error: {refreshError}
            </p>
          )}
          <AppointmentDetails
            appointment={load.appointment}
            refresh={refresh}
            justCancelled={cancelled}
            onCancelled={() => {
              // The spec keeps the change local: the page re-renders as cancelled.
              setCancelled(true);
              setLoad({ status: 'ready', appointment: { ...load.appointment, state: 'cancelled', canCancel: false } });
            }}
          />
        </main>
      );
  }
}
