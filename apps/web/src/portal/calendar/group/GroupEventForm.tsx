import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { GroupEventMessages as M } from '@app/group-events/shared';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { FormFailure } from '../../layout/FormFailure';
import { timeZoneChoices, type TimeZoneChoice } from '../../locations/timeZones';
import { MESSAGES } from '../calendarMessages';
import { timeChoices } from '../calendarTime';
import type { CalendarPractice } from '../calendarTypes';
import type { FlyoutTarget } from '../flyoutTarget';
import { groupDraftOf, groupTimes, newGroupDraft, withGroupStart, withGroupType, type GroupEventDraft, type TypeLength } from './groupEventDraft';
import { deleteGroupEvent, fetchEventTypes, upsertGroupEvent, type GroupEventRecord, type GroupEventType } from './groupEventQueries';

const TIMES = timeChoices();
const HALF = { flex: '1 1 150px', minWidth: 140 } as const;

interface Props {
  practice: CalendarPractice;
  /** A new event's picked slot and preselected type, if any. */
  target?: Extract<FlyoutTarget, { mode: 'new' }>;
  /** The event to edit. */
  event?: GroupEventRecord;
  /** Saved: the event's id. */
  onSaved: (id: string | null) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

type TypeChoice = Pick<GroupEventType, 'id' | 'name'> & TypeLength;

/** Schedule a group event of one of the practice's event types, or change or delete a scheduled one (spec 001 §2, §5). */
export function GroupEventForm({ practice, target, event, onSaved, onDeleted, onCancel }: Props) {
  const notify = useNotify();
  const [types, setTypes] = useState<{ loading: boolean; error: boolean; list: GroupEventType[] }>({ loading: true, error: false, list: [] });
  const [initial, setInitial] = useState<GroupEventDraft>(() =>
    event ? groupDraftOf(event) : newGroupDraft(practice.timeZone, null, target?.start, target?.end, target?.allDay),
  );
  const [draft, setDraft] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    let live = true;
    fetchEventTypes().then(
      (list) => {
        if (!live) return;
        setTypes({ loading: false, error: false, list });
        // ?bookableEventTypeId=… preselects a type of a new event; its duration proposes the end.
        const wanted = !event && target?.bookableEventTypeId ? list.find((t) => t.id === target.bookableEventTypeId) : undefined;
        if (wanted) {
          const next = newGroupDraft(practice.timeZone, wanted, target?.start, target?.end, target?.allDay);
          setInitial(next);
          setDraft(next);
        }
      },
      () => live && setTypes({ loading: false, error: true, list: [] }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An event keeps its type in the list even when that type has since been deleted.
  const choices: TypeChoice[] = useMemo(() => {
    const list: TypeChoice[] = types.list.map((t) => ({ id: t.id, name: t.name, duration: t.duration, durationUnit: t.durationUnit }));
    if (event && !list.some((t) => t.id === event.bookableEventTypeId)) list.unshift({ ...event.bookableEventType, id: event.bookableEventTypeId });
    return list;
  }, [types.list, event]);
  const type = choices.find((t) => t.id === draft.bookableEventTypeId) ?? null;
  const zones = useMemo(() => timeZoneChoices(draft.timeZone), [draft.timeZone]);
  const times = groupTimes(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (patch: Partial<GroupEventDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save() {
    if (!draft.bookableEventTypeId) {
      setTypeMissing(true);
      return;
    }
    if (!times) return;
    setPending(true);
    setFailure(null);
    try {
      const outcome = await upsertGroupEvent({ id: event?.id ?? null, bookableEventTypeId: draft.bookableEventTypeId, allDay: draft.allDay, timeZone: draft.timeZone, ...times });
      if (outcome?.result === 'success') {
        notify(M.saved, { type: 'success' });
        setInitial(draft);
        onSaved(outcome.bookableEvent?.id ?? event?.id ?? null);
        return;
      }
      fail(`${M.saveError}: ${outcome?.errors.join(' ') || M.unexpected}`);
    } catch {
      fail(`${M.saveError}: ${M.unexpected}`);
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    if (!event) return;
    setConfirmDelete(false);
    setPending(true);
    setFailure(null);
    try {
      const outcome = await deleteGroupEvent(event.id);
      if (outcome?.result === 'success') {
        notify(M.deleted, { type: 'success' });
        onDeleted();
        return;
      }
      fail(`${M.deleteError}: ${outcome?.errors.join(' ') || M.unexpected}`);
    } catch {
      fail(`${M.deleteError}: ${M.unexpected}`);
    } finally {
      setPending(false);
    }
  }

  function fail(text: string) {
    setFailure(text);
    notify(text, { type: 'error' });
  }

  const timeSelect = (label: string, value: string, onChange: (value: string) => void, invalid = false) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={pending}
      error={invalid}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: invalid ? { 'aria-describedby': 'group-end-before-start' } : {} }}
      onChange={(e) => onChange(e.target.value)}
      sx={HALF}
    >
      {!TIMES.some((t) => t.value === value) && <option value={value}>{value}</option>}
      {TIMES.map((t) => (
        <option key={t.value} value={t.value}>
          {t.label}
        </option>
      ))}
    </TextField>
  );
  const dateInput = (label: string, value: string, onChange: (value: string) => void, min?: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      disabled={pending}
      onChange={(e) => e.target.value && onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: min ? { min } : {} }}
      sx={HALF}
    />
  );

  return (
    <Stack sx={{ gap: 2 }} component="form" onSubmit={(e) => e.preventDefault()} aria-label={event ? 'Edit group event' : 'Create group event'}>
      {types.loading ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-label="Loading event types" />
          <Typography variant="body2">Loading event types…</Typography>
        </Box>
      ) : types.error ? (
        <Alert severity="error">Could not load your event types. Please try again later.</Alert>
      ) : (
        <>
          <TextField
            select
            required
            size="small"
            label="Event type"
            value={draft.bookableEventTypeId}
            disabled={pending}
            error={typeMissing && !draft.bookableEventTypeId}
            helperText={typeMissing && !draft.bookableEventTypeId ? M.typeRequired : undefined}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(e) => {
              const id = e.target.value;
              setDraft((d) => withGroupType(d, id, choices.find((t) => t.id === id) ?? null));
            }}
          >
            <option value="">Choose an event type</option>
            {choices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({lengthText(t)})
              </option>
            ))}
          </TextField>
          {choices.length === 0 && (
            <Alert severity="info">
              You have no event types yet. <Link href="/portal/services#events">Create an event type</Link> first.
            </Alert>
          )}
        </>
      )}
      <FormControlLabel
        control={<Checkbox checked={draft.allDay} disabled={pending} onChange={(e) => set({ allDay: e.target.checked })} />}
        label="All day"
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {dateInput('Start date', draft.date, (date) => setDraft((d) => withGroupStart(d, { date }, type)))}
        {!draft.allDay && timeSelect('Start time', draft.startTime, (startTime) => setDraft((d) => withGroupStart(d, { startTime }, type)))}
      </Stack>
      <Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {dateInput('End date', draft.endDate, (endDate) => set({ endDate }), draft.date)}
          {!draft.allDay && timeSelect('End time', draft.endTime, (endTime) => set({ endTime }), !times)}
        </Stack>
        {!times && (
          <Typography id="group-end-before-start" role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
            {MESSAGES.endBeforeStart}
          </Typography>
        )}
        {type?.durationUnit === 'day' && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
            A {type.duration}-day event ends on its start date plus {type.duration - 1} {type.duration - 1 === 1 ? 'day' : 'days'}.
          </Typography>
        )}
      </Box>
      <Autocomplete<TimeZoneChoice, false, true, false>
        options={zones}
        value={zones.find((z) => z.id === draft.timeZone) ?? zones[0]}
        groupBy={(z) => z.region}
        getOptionLabel={(z) => z.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, zone) => zone && set({ timeZone: zone.id })}
        disabled={pending}
        disableClearable
        renderInput={(params) => <TextField {...params} size="small" label="Time zone" />}
      />
      {/* Spec 001 §5: a group event's recurrence is fixed. */}
      <TextField select size="small" label="Repeat" value="none" disabled slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="none">Does not repeat</option>
      </TextField>
      <FormFailure text={failure} />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {event ? (
          <Button color="error" disabled={pending} onClick={() => setConfirmDelete(true)}>
            Delete event
          </Button>
        ) : (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button variant="contained" disabled={pending || !times || (event !== undefined && !changed)} onClick={() => void save()}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-group-event-title">
        <DialogTitle id="delete-group-event-title">Delete this event?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {event && event.clientsCount > 0
              ? `The event is removed from your calendar and its public page. ${event.clientsCount} ${event.clientsCount === 1 ? 'client is' : 'clients are'} registered for it.`
              : 'The event is removed from your calendar and its public page.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)} autoFocus>
            Keep event
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            Delete event
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** "60 minutes", "2 hours", "3 days". */
export function lengthText(type: TypeLength): string {
  const unit = type.durationUnit === 'day' ? 'day' : type.durationUnit === 'hour' ? 'hour' : 'minute';
  return `${type.duration} ${unit}${type.duration === 1 ? '' : 's'}`;
}
