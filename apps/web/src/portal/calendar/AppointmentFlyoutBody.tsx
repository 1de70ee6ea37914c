import { useEffect, useState } from 'react';
import { LoadState } from './LoadState';
import { MISSING, TITLES } from './calendarMessages';
import { fetchAppointment, fetchAppointmentByToken } from './calendarQueries';
import type { CalendarAppointment, CalendarPractice } from './calendarTypes';
import type { FlyoutTarget } from './flyoutTarget';
import { AppointmentEditor } from '../appointments/editor/AppointmentEditor';

interface Props {
  practice: CalendarPractice;
  target: Extract<FlyoutTarget, { mode: 'appointment' }>;
  onTitle: (title: string) => void;
  onChanged: () => void;
  onDone: () => void;
}

/** 'New appointment request' when pending and upcoming, 'Past appointment', or 'Upcoming appointment'. */
export function appointmentTitle(appointment: CalendarAppointment): string {
  if (appointment.past) return TITLES.past;
  return appointment.state === 'pending' ? TITLES.request : TITLES.upcoming;
}

/** Loads the appointment the calendar or the URL names (by id or instantActionToken). */
export function AppointmentFlyoutBody({ practice, target, onTitle, onChanged, onDone }: Props) {
  const [state, setState] = useState<{ loading: boolean; error: boolean; appointment: CalendarAppointment | null }>({
    loading: true,
    error: false,
    appointment: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: s.appointment === null }));
    const load = target.appointmentId ? fetchAppointment(target.appointmentId) : fetchAppointmentByToken(target.token ?? '');
    load.then(
      (appointment) => {
        if (!live) return;
        setState({ loading: false, error: false, appointment });
        onTitle(appointment ? appointmentTitle(appointment) : TITLES.upcoming);
      },
      (error: Error) => {
        if (!live) return;
        // The API answers "not found" for unknown ids and other practices' ids alike.
        const notFound = /not found/i.test(error.message);
        setState({ loading: false, error: !notFound, appointment: null });
        onTitle(TITLES.upcoming);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.appointmentId, target.token, version]);

  const { loading, error, appointment } = state;
  if (loading || error || !appointment) {
    return <LoadState loading={loading} error={error} missing={appointment ? null : MISSING.appointment} />;
  }
  return (
    <AppointmentEditor
      key={`${appointment.id}-${appointment.startsAt}-${appointment.state}`}
      appointment={appointment}
      practice={practice}
      onChanged={() => {
        onChanged();
        setVersion((v) => v + 1);
      }}
      onDone={onDone}
    />
  );
}
