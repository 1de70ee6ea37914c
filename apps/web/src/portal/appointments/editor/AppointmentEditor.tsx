import { Alert, Checkbox, Divider, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { FormFailure } from '../../layout/FormFailure';
import { WhenInputs } from '../../calendar/WhenInputs';
import type { CalendarAppointment, CalendarPractice } from '../../calendar/calendarTypes';
import { CancelAppointmentDialog } from '../CancelAppointmentDialog';
import { DeclineAppointmentDialog } from '../DeclineAppointmentDialog';
import { AppointmentActions } from './AppointmentActions';
import { comparable, draftOf, saveBlocker, timesOf, withLines, withWhen, type AppointmentDraft } from './appointmentDraft';
import { AppointmentHeading } from './AppointmentHeading';
import { AppointmentLinks } from './AppointmentLinks';
import { AppointmentNotes } from './AppointmentNotes';
import { AppointmentReadOnly } from './AppointmentReadOnly';
import { LocationSelect } from './LocationSelect';
import { ResendConfirmation } from './ResendConfirmation';
import { ServiceLinesInput } from './ServiceLinesInput';
import { useAppointmentChanges } from './useAppointmentChanges';
import { AppointmentPayment } from '../../money/AppointmentPayment';

interface Props {
  appointment: CalendarAppointment;
  practice: CalendarPractice;
  onChanged: () => void;
  onDone: () => void;
}

/**
 * An existing appointment: Decline and Accept while pending, otherwise edit with Cancel and Save.
 * A past one only shows what it was (and a past request can still be answered); notes stay.
 */
export function AppointmentEditor({ appointment, practice, onChanged, onDone }: Props) {
  const zone = practice.timeZone;
  const [initial] = useState(() => draftOf(appointment, zone));
  const [draft, setDraft] = useState<AppointmentDraft>(initial);
  const [entireSeries, setEntireSeries] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const { pending, failure, save, accept, decline, cancel } = useAppointmentChanges(appointment, zone, { onChanged, onDone });

  const closed = appointment.state === 'cancelled' || appointment.state === 'unavailable';
  const isPending = appointment.state === 'pending';
  const changed = comparable(draft) !== comparable(initial);
  const timeChanged = draft.date !== initial.date || draft.startTime !== initial.startTime || draft.endTime !== initial.endTime;
  const blocker = !changed ? 'Nothing has changed.' : saveBlocker(draft, practice.services, zone);
  const client = appointment.client;
  const locations = practice.locations.filter((l) => l.state === 'active' || l.id === appointment.location.id);

  return (
    <Stack sx={{ gap: 2 }}>
      <AppointmentHeading appointment={appointment} zone={zone} />
      <AppointmentLinks appointment={appointment} />
      <Divider />
      {closed ? (
        <Alert severity="info">This appointment was {appointment.state}.</Alert>
      ) : appointment.past ? (
        <>
          <AppointmentReadOnly appointment={appointment} />
          <FormFailure text={failure} />
          {isPending && <AppointmentActions pendingRequest busy={pending} saveBlocker={null} onDecline={() => setDeclineOpen(true)} onAccept={accept} onCancel={() => undefined} onSave={() => undefined} />}
        </>
      ) : (
        <>
          {appointment.isPaid && <Alert severity="info">Services and prices can't be changed once the appointment is paid.</Alert>}
          <ServiceLinesInput
            lines={draft.lines}
            services={practice.services}
            client={null}
            disabled={isPending || pending || appointment.isPaid}
            onChange={(lines) => setDraft((d) => withLines(d, lines, practice.services, zone))}
          />
          <LocationSelect locations={locations} value={draft.locationId} disabled={isPending || pending} onChange={(locationId) => setDraft((d) => ({ ...d, locationId }))} />
          <WhenInputs
            date={draft.date}
            startTime={draft.startTime}
            endTime={draft.endTime}
            disabled={isPending || pending}
            endBeforeStart={!timesOf(draft, zone)}
            onChange={(patch) => setDraft((d) => withWhen(d, patch, practice.services, zone))}
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
            onDecline={() => setDeclineOpen(true)}
            onAccept={accept}
            onCancel={() => setCancelOpen(true)}
            onSave={() => save(draft, timeChanged, entireSeries)}
          />
          {!isPending && <ResendConfirmation appointmentId={appointment.id} email={client.email} phone={client.phone} />}
        </>
      )}
      {(appointment.state === 'approved' || appointment.isPaid) && (
        <>
          <Divider />
          <AppointmentPayment appointment={appointment} onChanged={onChanged} />
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
          void cancel(note, following);
        }}
      />
      <DeclineAppointmentDialog
        open={declineOpen}
        appointment={appointment}
        pending={pending}
        onClose={() => setDeclineOpen(false)}
        onConfirm={(reason) => {
          setDeclineOpen(false);
          void decline(reason);
        }}
      />
    </Stack>
  );
}
