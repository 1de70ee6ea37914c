import { Divider, Stack, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormFailure } from '../../layout/FormFailure';
import { WhenInputs } from '../../calendar/WhenInputs';
import { isPast, minutesBetween } from '../../calendar/calendarTime';
import type { CalendarPractice } from '../../calendar/calendarTypes';
import { recurrencePattern } from '../../calendar/recurrence';
import { timesOf } from './appointmentDraft';
import { ClientPicker } from './ClientPicker';
import { LocationSelect } from './LocationSelect';
import { NewAppointmentButtons } from './NewAppointmentButtons';
import type { RecurringTime } from './editorQueries';
import { newAppointmentBlocker, seriesPlan, type NewAppointmentTarget } from './newAppointmentDraft';
import { PastConfirmDialog } from './PastConfirmDialog';
import { RecurringTimesList } from './RecurringTimesList';
import { RepeatInputs } from './RepeatInputs';
import { usePracticeFlags } from '../../practice/usePracticeFlags';
import { ServiceLinesInput } from './ServiceLinesInput';
import { OpenPackagesList, PackageNotice } from './PackageNotice';
import { packageUseOf } from './packageBooking';
import { SeriesCreated } from './SeriesCreated';
import { useCreateAppointment, type CreatedSession } from './useCreateAppointment';
import { useNewAppointmentDraft } from './useNewAppointmentDraft';
import { useRecurringTimes } from './useRecurringTimes';

interface Props {
  practice: CalendarPractice;
  target: NewAppointmentTarget;
  onSaved: () => void;
  onCancel: () => void;
  /** A series was created: the flyout stays open to list its sessions, the calendar can show them. */
  onSeriesCreated?: () => void;
}

/**
 * A new appointment, or a recurring series of them (spec 001 §5, §9). A series shows which of its
 * dates conflict before saving, may skip them, and lists the sessions it created.
 */
export function NewAppointmentForm({ practice, target, onSaved, onCancel, onSeriesCreated }: Props) {
  const zone = practice.timeZone;
  const { draft, change, who, setWho, repeat, setRepeat } = useNewAppointmentDraft(practice, target);
  const [created, setCreated] = useState<{ sessions: CreatedSession[]; skipped: RecurringTime[] } | null>(null);
  const [skipConflicts, setSkipConflicts] = useState(false);
  const skippedAtSave = useRef<RecurringTime[]>([]);
  const { pending, failure, create } = useCreateAppointment(onSaved, (sessions) => {
    setCreated({ sessions, skipped: skippedAtSave.current });
    onSeriesCreated?.();
  });
  const [confirmPast, setConfirmPast] = useState(false);
  // Recurring bookings are a practice flag (spec 001 §1): without it the repeat controls are hidden.
  const recurringEnabled = usePracticeFlags()?.recurringBookingsEnabled === true;

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
  const plan = seriesPlan(series.times, skipConflicts);
  // A package service uses the client's open package, or sells one (spec 001 §3, §9).
  const packageUse = packageUseOf(draft.lines, practice.services, who.client);
  // A prepaid session costs nothing; a new package sells at the service's price (the pro may change it).
  const packageKey = packageUse ? `${packageUse.service.id}:${packageUse.open?.id ?? 'new'}` : null;
  useEffect(() => {
    if (!packageUse || draft.lines.length !== 1) return;
    const price = packageUse.open ? 0 : packageUse.service.amountCents;
    if (draft.lines[0].amountCents !== price) change({ lines: [{ ...draft.lines[0], amountCents: price, saveCustomPrice: false }] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [packageKey]);
  const { blocker, hint } = newAppointmentBlocker({ draft, who, repeat, pattern, series, plan, packageUse }, practice.services, zone);

  const save = () => {
    if (!times) return;
    setConfirmPast(false);
    const recurring = repeat.kind !== 'none' && pattern;
    skippedAtSave.current = plan.skipped;
    void create({
      draft,
      who,
      times,
      series: recurring ? { recurrencePattern: pattern, recurringStartTimes: plan.book.map((t) => t.startsAt), duration } : null,
      packageId: packageUse?.open?.id ?? null,
    });
  };

  if (created) return <SeriesCreated sessions={created.sessions} skipped={created.skipped} zone={zone} onDone={onSaved} />;
  return (
    <Stack sx={{ gap: 2 }} component="form" onSubmit={(e) => e.preventDefault()} aria-label="Create appointment">
      <ClientPicker value={who} onChange={setWho} />
      <OpenPackagesList client={who.client} />
      <ServiceLinesInput
        lines={draft.lines}
        services={practice.services}
        client={who.client}
        noClientPrices={packageUse !== null}
        onChange={(lines) => change({ lines })}
      />
      {packageUse && draft.lines.length === 1 && <PackageNotice use={packageUse} priceCents={draft.lines[0].amountCents} />}
      <LocationSelect locations={activeLocations} value={draft.locationId} onChange={(locationId) => change({ locationId })} />
      <WhenInputs date={draft.date} startTime={draft.startTime} endTime={draft.endTime} endBeforeStart={!times} onChange={change} />
      {recurringEnabled && <Divider />}
      {recurringEnabled && <RepeatInputs startDate={draft.date} value={repeat} onChange={setRepeat} />}
      {repeat.kind !== 'none' && <RecurringTimesList state={series} plan={plan} onSkipConflicts={setSkipConflicts} />}
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
      <NewAppointmentButtons
        blocker={blocker}
        hint={hint}
        pending={pending}
        onCancel={onCancel}
        onSave={() => (times && isPast(times.startsAt) ? setConfirmPast(true) : save())}
      />
      <PastConfirmDialog open={confirmPast} onCancel={() => setConfirmPast(false)} onConfirm={save} />
    </Stack>
  );
}
