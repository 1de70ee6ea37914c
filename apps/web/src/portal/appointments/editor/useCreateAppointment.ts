// Sends a new appointment, or a recurring series, and says how it went (spec 001 §8 texts): a
// toast, and the failure kept in the form as well. A created series is handed back, for the form
// to list its sessions.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../calendar/calendarMessages';
import { createAppointments, proCreateAppointment } from '../appointmentCommands';
import { toServiceInputs, type AppointmentDraft } from './appointmentDraft';
import { newClientInput, type ClientSelection } from './ClientPicker';

export interface NewAppointment {
  draft: AppointmentDraft;
  who: ClientSelection;
  times: { startsAt: string; endsAt: string };
  /** A series' occurrences; null for a single appointment. */
  series: { recurrencePattern: string; recurringStartTimes: string[]; duration: number } | null;
  /** The client's open package a package service uses (null: theirs, or a new one sold). */
  packageId?: string | null;
}

export type CreatedSession = { id: string; startsAt: string; endsAt: string };

export function useCreateAppointment(onSaved: () => void, onSeriesCreated: (sessions: CreatedSession[]) => void) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (text: string) => {
    setFailure(text);
    notify(text, { type: 'error' });
  };

  const succeed = (text: string) => {
    notify(text, { type: 'success' });
    onSaved();
  };

  async function create({ draft, who, times, series, packageId }: NewAppointment) {
    setPending(true);
    setFailure(null);
    const base = {
      appointmentServices: toServiceInputs(draft.lines),
      locationId: draft.locationId,
      clientId: who.client?.id ?? null,
      client: who.newClient ? newClientInput(who.newClient) : null,
      packageId: packageId ?? null,
    };
    try {
      if (series) {
        const outcome = await createAppointments({ ...base, ...series });
        if (outcome.result === 'success') onSeriesCreated(outcome.appointments);
        else fail(MESSAGES.seriesFailed(outcome.errors.join(', ') || 'unknown error'));
      } else {
        const note = draft.practitionerNote.trim() || null;
        const outcome = await proCreateAppointment({ ...base, startsAt: times.startsAt, endsAt: times.endsAt, practitionerNote: note });
        if (outcome.result === 'success') succeed(MESSAGES.created);
        else fail(outcome.errors.join(' ') || MESSAGES.unexpected);
      }
    } catch (error) {
      fail(series ? MESSAGES.seriesFailed((error as Error).message) : MESSAGES.unexpected);
    } finally {
      setPending(false);
    }
  }

  return { pending, failure, create };
}
