import { Alert, Box, Checkbox, Chip, Divider, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatCents } from '../../../shared/formatMoney';
import { FormFailure } from '../../layout/FormFailure';
import { acceptAppointment, cancelAppointment, declineAppointment, updateAppointment } from '../calendarCommands';
import { MESSAGES } from '../calendarMessages';
import { whenText } from '../calendarTime';
import type { CalendarAppointment, CalendarPractice } from '../calendarTypes';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentNotes } from './AppointmentNotes';
import { comparable, draftOf, saveBlocker, timesOf, toServiceInputs, withLines, withStartTime, type AppointmentDraft } from './appointmentDraft';
import { CancelAppointmentDialog } from '../../appointments/CancelAppointmentDialog';
import { LocationSelect } from './LocationSelect';
import { ResendConfirmation } from './ResendConfirmation';
import { ServiceLinesInput } from './ServiceLinesInput';
import { WhenInputs } from './WhenInputs';

interface Props {
  appointment: CalendarAppointment;
  practice: CalendarPractice;
  onChanged: () => void;
  onDone: () => void;
}

const STATE_LABELS: Record<CalendarAppointment['state'], string> = {
  pending: 'Pending',
  approved: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** An existing appointment: Decline and Accept while pending, otherwise edit with Cancel and Save. */
export function AppointmentEditor({ appointment, practice, onChanged, onDone }: Props) {
  const zone = practice.timeZone;
  const notify = useNotify();
  const [initial] = useState(() => draftOf(appointment, zone));
  const [draft, setDraft] = useState<AppointmentDraft>(initial);
  const [entireSeries, setEntireSeries] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const closed = appointment.state === 'cancelled' || appointment.state === 'declined';
  const isPending = appointment.state === 'pending';
  const changed = comparable(draft) !== comparable(initial);
  const timeChanged = draft.date !== initial.date || draft.startTime !== initial.startTime || draft.endTime !== initial.endTime;
  const blocker = !changed ? 'Nothing has changed.' : saveBlocker(draft, practice.services, zone);
  const client = appointment.client;
  const locations = practice.locations.filter((l) => l.state === 'active' || l.id === appointment.location.id);
  const services = practice.services;

  async function run(send: () => Promise<{ result: string | null; errors: string[] }>, success: string, failureText: (errors: string[]) => string, close: boolean) {
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

  const save = () => {
    const times = timesOf(draft, zone);
    if (!times) return;
    return run(
      () =>
        updateAppointment({
          appointmentId: appointment.id,
          appointmentServices: toServiceInputs(draft.lines),
          locationId: draft.locationId,
          // Only a new time is a reschedule (a past appointment's note can still change).
          startsAt: timeChanged ? times.startsAt : undefined,
          endsAt: timeChanged ? times.endsAt : undefined,
          practitionerNote: draft.practitionerNote.trim() || null,
          rescheduleRecurringSeries: appointment.seriesId && timeChanged ? entireSeries : undefined,
        }),
      MESSAGES.updated,
      (errors) => errors.join(' ') || MESSAGES.unexpected,
      true,
    );
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p">
            {client.firstName} {client.lastName}
          </Typography>
          <Chip size="small" label={STATE_LABELS[appointment.state]} color={isPending ? 'warning' : closed ? 'default' : 'success'} />
          {appointment.seriesId && <Chip size="small" variant="outlined" label="Recurring" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[client.email, nationalPhone(client.phone)].filter(Boolean).join(' · ') || MESSAGES.noContact}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {whenText(appointment.startsAt, appointment.endsAt, zone)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {appointment.location.name} · {formatCents(appointment.amountCents)}
        </Typography>
      </Box>
      <Divider />
      {closed ? (
        <Alert severity="info">This appointment was {appointment.state}.</Alert>
      ) : (
        <>
          <ServiceLinesInput
            lines={draft.lines}
            services={services}
            client={null}
            disabled={isPending || pending}
            onChange={(lines) => setDraft((d) => withLines(d, lines, practice.services, zone))}
          />
          <LocationSelect locations={locations} value={draft.locationId} disabled={isPending || pending} onChange={(locationId) => setDraft((d) => ({ ...d, locationId }))} />
          <WhenInputs
            date={draft.date}
            startTime={draft.startTime}
            endTime={draft.endTime}
            disabled={isPending || pending || appointment.past}
            onChange={(patch) => setDraft((d) => (patch.startTime ? withStartTime({ ...d, ...patch }, patch.startTime, zone) : { ...d, ...patch }))}
          />
          {appointment.seriesId && timeChanged && (
            <FormControlLabel
              control={<Checkbox checked={entireSeries} onChange={(e) => setEntireSeries(e.target.checked)} />}
              label="Reschedule the entire series"
            />
          )}
          {!isPending && (
            <TextField
              size="small"
              label="Note to the client (optional)"
              value={draft.practitionerNote}
              onChange={(e) => setDraft((d) => ({ ...d, practitionerNote: e.target.value }))}
              multiline
              minRows={2}
              disabled={pending}
            />
          )}
          <FormFailure text={failure} />
          <AppointmentActions
            pendingRequest={isPending}
            busy={pending}
            saveBlocker={blocker}
            onDecline={() => run(() => declineAppointment(appointment.id), MESSAGES.declined, () => MESSAGES.declineFailed, true)}
            onAccept={() => run(() => acceptAppointment(appointment.id), MESSAGES.accepted, () => MESSAGES.acceptFailed, false)}
            onCancel={() => setCancelOpen(true)}
            onSave={save}
          />
          {!appointment.past && !isPending && <ResendConfirmation appointmentId={appointment.id} email={client.email} phone={client.phone} />}
        </>
      )}
      <Divider />
      <AppointmentNotes appointmentId={appointment.id} clientId={client.id} />
      <CancelAppointmentDialog
        open={cancelOpen}
        inSeries={Boolean(appointment.seriesId)}
        pending={pending}
        onClose={() => setCancelOpen(false)}
        onConfirm={(note, following) => {
          setCancelOpen(false);
          void run(
            () => cancelAppointment({ appointmentId: appointment.id, practitionerNote: note, cancelRecurringSeries: following }),
            following ? MESSAGES.seriesCancelled : MESSAGES.cancelled,
            (errors) => errors.join(' ') || MESSAGES.unexpected,
            true,
          );
        }}
      />
    </Stack>
  );
}

/** "(212) 555-0101" for a US number, "+44 20 7946 0018" for others. */
function nationalPhone(phone: string | null): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed) return phone;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
