import { Autocomplete, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { FormFailure } from '../../layout/FormFailure';
import { timeZoneChoices, type TimeZoneChoice } from '../../locations/timeZones';
import { WhenInputs } from '../WhenInputs';
import { deletePersonalEvent, upsertPersonalEvent } from '../calendarCommands';
import { MESSAGES } from '../calendarMessages';
import type { CalendarPractice, PersonalEventRecord } from '../calendarTypes';
import type { FlyoutTarget } from '../flyoutTarget';
import { newPersonalDraft, personalDraftOf, personalTimes, withPersonalWhen, type PersonalEventDraft } from './personalEventDraft';

interface Props {
  practice: CalendarPractice;
  /** A new event's picked slot, if any. */
  target?: Extract<FlyoutTarget, { mode: 'new' }>;
  /** The event to edit. */
  event?: PersonalEventRecord;
  onSaved: () => void;
  onCancel: () => void;
}

/** Create or edit a personal event; an existing one can be deleted ("cancelled"). */
export function PersonalEventForm({ practice, target, event, onSaved, onCancel }: Props) {
  const notify = useNotify();
  const [initial] = useState<PersonalEventDraft>(() =>
    event ? personalDraftOf(event) : newPersonalDraft(practice.timeZone, target?.start, target?.end, target?.allDay),
  );
  const [draft, setDraft] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(draft.timeZone), [draft.timeZone]);
  const times = personalTimes(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (patch: Partial<PersonalEventDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function run(send: () => Promise<{ result: string | null; errors: string[] }>, success: string) {
    setPending(true);
    setFailure(null);
    try {
      const outcome = await send();
      if (outcome.result === 'success') {
        notify(success, { type: 'success' });
        onSaved();
        return;
      }
      const text = outcome.errors.join(' ') || MESSAGES.personalFailed;
      setFailure(text);
      notify(text, { type: 'error' });
    } catch {
      setFailure(MESSAGES.personalFailed);
      notify(MESSAGES.personalFailed, { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  const save = () =>
    times &&
    run(
      () => upsertPersonalEvent({ id: event?.id ?? null, name: draft.name.trim() || null, allDay: draft.allDay, ...times, timeZone: draft.timeZone }),
      event ? MESSAGES.personalUpdated : MESSAGES.personalCreated,
    );

  return (
    <Stack sx={{ gap: 2 }} component="form" onSubmit={(e) => e.preventDefault()} aria-label={event ? 'Edit personal event' : 'Create personal event'}>
      <TextField size="small" label="Name (optional)" value={draft.name} onChange={(e) => set({ name: e.target.value })} disabled={pending} />
      <FormControlLabel control={<Checkbox checked={draft.allDay} onChange={(e) => set({ allDay: e.target.checked })} />} label="All day" />
      {draft.allDay ? (
        <Stack direction="row" sx={{ gap: 1 }}>
          <TextField type="date" size="small" label="Starts" value={draft.date} onChange={(e) => e.target.value && set({ date: e.target.value, endDate: e.target.value > draft.endDate ? e.target.value : draft.endDate })} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          <TextField type="date" size="small" label="Ends" value={draft.endDate} onChange={(e) => e.target.value && set({ endDate: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.date } }} fullWidth />
        </Stack>
      ) : (
        <WhenInputs
          date={draft.date}
          startTime={draft.startTime}
          endTime={draft.endTime}
          disabled={pending}
          endBeforeStart={!times}
          onChange={(patch) => setDraft((d) => withPersonalWhen(d, patch))}
        />
      )}
      <Autocomplete<TimeZoneChoice, false, true, false>
        options={zones}
        value={zones.find((z) => z.id === draft.timeZone) ?? zones[0]}
        groupBy={(z) => z.region}
        getOptionLabel={(z) => z.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, zone) => zone && set({ timeZone: zone.id })}
        disableClearable
        renderInput={(params) => <TextField {...params} size="small" label="Time zone" />}
      />
      {draft.allDay && !times && <FormFailure text="The end must be after the start." />}
      <FormFailure text={failure} />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {event ? (
          <Button color="error" disabled={pending} onClick={() => run(() => deletePersonalEvent(event.id), MESSAGES.personalCancelled)}>
            Delete event
          </Button>
        ) : (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button variant="contained" disabled={pending || !times || (event !== undefined && !changed)} onClick={save}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
