import { Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { FormFailure } from '../../layout/FormFailure';
import { createAppointments, proCreateAppointment } from '../calendarCommands';
import { MESSAGES } from '../calendarMessages';
import { fetchClient } from '../calendarQueries';
import { addMinutes, DEFAULT_DURATION_MINUTES, fromLocalParts, isPast, minutesBetween, nextFullHour, toLocalParts } from '../calendarTime';
import type { CalendarPractice } from '../calendarTypes';
import type { FlyoutTarget } from '../flyoutTarget';
import { defaultRepeat, followStartDate, recurrencePattern, type RepeatSettings } from '../recurrence';
import { lineFor, saveBlocker, serviceProblem, timesOf, toServiceInputs, withLines, withStartTime, type AppointmentDraft } from './appointmentDraft';
import { ClientPicker, clientReady, newClientInput, type ClientSelection } from './ClientPicker';
import { LocationSelect } from './LocationSelect';
import { PastConfirmDialog } from './PastConfirmDialog';
import { RecurringTimesList } from './RecurringTimesList';
import { RepeatInputs } from './RepeatInputs';
import { ServiceLinesInput } from './ServiceLinesInput';
import { useRecurringTimes } from './useRecurringTimes';
import { WhenInputs } from './WhenInputs';

interface Props {
  practice: CalendarPractice;
  target: Extract<FlyoutTarget, { mode: 'new' }>;
  onSaved: () => void;
  onCancel: () => void;
}

/** A new appointment: 60 minutes at the next full hour unless a slot was picked (spec 001 §9). */
function initialDraft(practice: CalendarPractice, target: Props['target']): AppointmentDraft {
  const zone = practice.timeZone;
  let start = nextFullHour(zone);
  let end: string | undefined;
  if (target.start && !target.allDay) [start, end] = [target.start, target.end];
  else if (target.start) start = fromLocalParts(toLocalParts(target.start, zone).date, '09:00', zone) ?? start;
  end ??= addMinutes(start, DEFAULT_DURATION_MINUTES, zone);
  const first = practice.services.find((s) => !s.addOn);
  const active = practice.locations.filter((l) => l.state === 'active');
  const location = active.find((l) => !first || first.locationIds.includes(l.id)) ?? active[0];
  return {
    lines: first ? [lineFor(first, null)] : [],
    locationId: location?.id ?? '',
    date: toLocalParts(start, zone).date,
    startTime: toLocalParts(start, zone).time,
    endTime: toLocalParts(end, zone).time,
    practitionerNote: '',
  };
}

export function NewAppointmentForm({ practice, target, onSaved, onCancel }: Props) {
  const zone = practice.timeZone;
  const notify = useNotify();
  const [draft, setDraft] = useState(() => initialDraft(practice, target));
  const [who, setWho] = useState<ClientSelection>({ client: null, newClient: null });
  const [repeat, setRepeat] = useState<RepeatSettings>(() => defaultRepeat(draft.date));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmPast, setConfirmPast] = useState(false);

  useEffect(() => {
    if (!target.clientId) return;
    fetchClient(target.clientId)
      .then((client) => client && setWho({ client, newClient: null }))
      .catch(() => undefined);
  }, [target.clientId]);

  // A chosen client's own prices replace the services' list prices the pro has not changed.
  const customPrices = who.client?.customPrices;
  useEffect(() => {
    if (!customPrices?.length) return;
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((line) => {
        const service = practice.services.find((s) => s.id === line.serviceId);
        const own = customPrices.find((p) => p.serviceId === line.serviceId);
        return service && own && line.amountCents === service.amountCents ? { ...line, amountCents: own.amountCents } : line;
      }),
    }));
  }, [customPrices, practice.services]);

  // A new start date moves the repeat defaults the pro has not changed (end one month on; the weekday).
  const previousDate = useRef(draft.date);
  useEffect(() => {
    const before = previousDate.current;
    previousDate.current = draft.date;
    if (before === draft.date) return;
    setRepeat((r) => followStartDate(r, before, draft.date));
  }, [draft.date]);

  const times = timesOf(draft, zone);
  const pattern = recurrencePattern(repeat, draft.date);
  const duration = times ? minutesBetween(times.startsAt, times.endsAt) : 0;
  const series = useRecurringTimes(
    useMemo(
      () =>
        repeat.kind !== 'none' && pattern && times
          ? { practiceId: practice.id, startsAt: times.startsAt, recurrencePattern: pattern, duration, locationId: draft.locationId || null }
          : null,
      [repeat.kind, pattern, times?.startsAt, duration, practice.id, draft.locationId],
    ),
  );
  const activeLocations = practice.locations.filter((l) => l.state === 'active');

  const blocker =
    saveBlocker(draft, practice.services, zone) ??
    (!clientReady(who) ? (who.client ? MESSAGES.noContact : who.newClient ? "Add the new client's name and phone." : 'Choose a client.') : null) ??
    (repeat.kind !== 'none' && !pattern ? 'Choose how the series repeats.' : null) ??
    (repeat.kind !== 'none' && (series.error || series.loading || series.times.length === 0) ? 'The series has no times yet.' : null);

  // The reason Save is off, unless the form already says it beside the field concerned.
  const shownElsewhere = blocker === serviceProblem(draft.lines, practice.services) || blocker === MESSAGES.noContact || Boolean(series.error);
  const hint = blocker && !shownElsewhere ? blocker : null;

  const change = (patch: Partial<AppointmentDraft>) =>
    setDraft((d) => {
      if (patch.startTime) return withStartTime({ ...d, ...patch }, patch.startTime, zone);
      if (patch.lines) return withLines(d, patch.lines, practice.services, zone);
      return { ...d, ...patch };
    });

  const create = async () => {
    if (!times) return;
    setConfirmPast(false);
    setPending(true);
    setFailure(null);
    const base = {
      appointmentServices: toServiceInputs(draft.lines),
      locationId: draft.locationId,
      clientId: who.client?.id ?? null,
      client: who.newClient ? newClientInput(who.newClient) : null,
    };
    try {
      if (repeat.kind !== 'none' && pattern) {
        const outcome = await createAppointments({ ...base, recurringStartTimes: series.times.map((t) => t.startsAt), recurrencePattern: pattern, duration });
        if (outcome.result === 'success') {
          notify(MESSAGES.seriesCreated, { type: 'success' });
          onSaved();
        } else {
          fail(MESSAGES.seriesFailed(outcome.errors.join(', ') || 'unknown error'));
        }
      } else {
        const outcome = await proCreateAppointment({ ...base, startsAt: times.startsAt, endsAt: times.endsAt, practitionerNote: draft.practitionerNote.trim() || null });
        if (outcome.result === 'success') {
          notify(MESSAGES.created, { type: 'success' });
          onSaved();
        } else {
          fail(outcome.errors.join(' ') || MESSAGES.unexpected);
        }
      }
    } catch (error) {
      fail(repeat.kind !== 'none' ? MESSAGES.seriesFailed((error as Error).message) : MESSAGES.unexpected);
    } finally {
      setPending(false);
    }
  };

  const fail = (text: string) => {
    setFailure(text);
    notify(text, { type: 'error' });
  };

  return (
    <Stack sx={{ gap: 2 }} component="form" onSubmit={(e) => e.preventDefault()} aria-label="Create appointment">
      <ClientPicker value={who} onChange={setWho} />
      <ServiceLinesInput lines={draft.lines} services={practice.services} client={who.client} onChange={(lines) => change({ lines })} />
      <LocationSelect locations={activeLocations} value={draft.locationId} onChange={(locationId) => change({ locationId })} />
      <WhenInputs date={draft.date} startTime={draft.startTime} endTime={draft.endTime} onChange={change} />
      <Divider />
      <RepeatInputs startDate={draft.date} value={repeat} onChange={setRepeat} />
      {repeat.kind !== 'none' && <RecurringTimesList state={series} />}
      {repeat.kind === 'none' && (
        <TextField
          size="small"
          label="Note to the client (optional)"
          value={draft.practitionerNote}
          onChange={(e) => change({ practitionerNote: e.target.value })}
          multiline
          minRows={2}
        />
      )}
      <FormFailure text={failure} />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
        {hint && (
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
            {hint}
          </Typography>
        )}
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={pending || blocker !== null}
          title={blocker ?? undefined}
          onClick={() => (times && isPast(times.startsAt) ? setConfirmPast(true) : void create())}
        >
          Save
        </Button>
      </Stack>
      <PastConfirmDialog open={confirmPast} onCancel={() => setConfirmPast(false)} onConfirm={() => void create()} />
    </Stack>
  );
}
