// The changes the appointment flyout sends (spec 001 §4, §8): save, accept, decline, cancel. Each
// shows a toast and keeps a failure in the form; a change that ends the flyout's use closes it.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../calendar/calendarMessages';
import type { CalendarAppointment } from '../../calendar/calendarTypes';
import type { MutationResult } from '../../../shared/graphqlRequest';
import { acceptAppointment, cancelAppointment, declineAppointment, updateAppointment } from '../appointmentCommands';
import { timesOf, toServiceInputs, type AppointmentDraft } from './appointmentDraft';

interface Outcomes {
  /** The appointment changed and stays open (accepted). */
  onChanged: () => void;
  /** The flyout is done (saved, declined, cancelled). */
  onDone: () => void;
}

const reasonsOrUnexpected = (errors: string[]) => errors.join(' ') || MESSAGES.unexpected;

export function useAppointmentChanges(appointment: CalendarAppointment, zone: string, { onChanged, onDone }: Outcomes) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(send: () => Promise<MutationResult>, success: string, failureText: (errors: string[]) => string, close: boolean) {
    setPending(true);
    setFailure(null);
    try {
      const outcome = await send();
      if (outcome.result === 'success') {
        notify(success, { type: 'success' });
        if (close) onDone();
        else onChanged();
        return;
      }
      setFailure(failureText(outcome.errors));
      notify(failureText(outcome.errors), { type: 'error' });
    } catch {
      setFailure(failureText([]));
      notify(failureText([]), { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  /** Only a new time is a reschedule (a past appointment's note can still change). */
  const save = (draft: AppointmentDraft, timeChanged: boolean, entireSeries: boolean) => {
    const times = timesOf(draft, zone);
    if (!times) return;
    const update = {
      appointmentId: appointment.id,
      appointmentServices: toServiceInputs(draft.lines),
      locationId: draft.locationId,
      startsAt: timeChanged ? times.startsAt : undefined,
      endsAt: timeChanged ? times.endsAt : undefined,
      practitionerNote: draft.practitionerNote.trim() || null,
      rescheduleRecurringSeries: appointment.seriesId && timeChanged ? entireSeries : undefined,
    };
    return run(() => updateAppointment(update), MESSAGES.updated, reasonsOrUnexpected, true);
  };

  const decline = (reason: string | null) => run(() => declineAppointment(appointment.id, reason), MESSAGES.declined, () => MESSAGES.declineFailed, true);
  const accept = () => run(() => acceptAppointment(appointment.id), MESSAGES.accepted, () => MESSAGES.acceptFailed, false);
  const cancel = (practitionerNote: string | null, following: boolean) =>
    run(
      () => cancelAppointment({ appointmentId: appointment.id, practitionerNote, cancelRecurringSeries: following }),
      following ? MESSAGES.seriesCancelled : MESSAGES.cancelled,
      reasonsOrUnexpected,
      true,
    );

  return { pending, failure, save, accept, decline, cancel };
}
