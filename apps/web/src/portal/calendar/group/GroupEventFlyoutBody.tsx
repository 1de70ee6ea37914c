import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LoadState } from '../LoadState';
import { MISSING, TITLES } from '../calendarMessages';
import type { CalendarPractice } from '../calendarTypes';
import type { FlyoutTarget } from '../flyoutTarget';
import { GroupEventForm } from './GroupEventForm';
import { GroupRegistrants } from './GroupRegistrants';
import { eventWhenText } from './groupEventText';
import { registeredText } from './groupEventDraft';
import { fetchGroupEvent, type GroupEventRecord } from './groupEventQueries';

type TabName = 'registrants' | 'details';

interface Props {
  practice: CalendarPractice;
  target: Extract<FlyoutTarget, { mode: 'group' }>;
  onTitle: (title: string) => void;
  /** The event or its registrants changed: the calendar reads its window again. */
  onChanged: () => void;
  /** The event was deleted: close the flyout. */
  onDone: () => void;
}

/** 'Edit Scheduled Group Event' (spec 001 §2): the Registrants and Details tabs of a scheduled event. */
export function GroupEventFlyoutBody({ practice, target, onTitle, onChanged, onDone }: Props) {
  const [state, setState] = useState<{ loading: boolean; error: boolean; event: GroupEventRecord | null }>({ loading: true, error: false, event: null });
  const [reload, setReload] = useState({ running: false, failed: false, version: 0 });
  const [tab, setTab] = useState<TabName>('registrants');
  const live = useRef(true);

  useEffect(() => {
    onTitle(TITLES.editGroup);
    live.current = true;
    setState({ loading: true, error: false, event: null });
    fetchGroupEvent(target.groupEventId).then(
      (event) => live.current && setState({ loading: false, error: false, event }),
      () => live.current && setState({ loading: false, error: true, event: null }),
    );
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.groupEventId]);

  /** Read the event (registrants, count) again after a change, and tell the calendar. */
  const refresh = useCallback(() => {
    onChanged();
    setReload((r) => ({ ...r, running: true, failed: false }));
    fetchGroupEvent(target.groupEventId).then(
      (event) => {
        if (!live.current) return;
        if (event) setState({ loading: false, error: false, event });
        setReload((r) => ({ running: false, failed: !event, version: r.version + 1 }));
      },
      () => live.current && setReload((r) => ({ ...r, running: false, failed: true })),
    );
  }, [onChanged, target.groupEventId]);

  if (state.loading || state.error || !state.event) {
    return <LoadState loading={state.loading} error={state.error} missing={MISSING.event} />;
  }
  const event = state.event;
  return (
    <Box>
      <Box sx={{ mb: 1.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {eventWhenText(event)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[event.location, registeredText(event.clientsCount, event.capacity)].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <GroupTabs
        value={tab}
        onChange={setTab}
        tabs={{
          registrants: (
            <GroupRegistrants event={event} reloading={reload.running} reloadFailed={reload.failed} version={reload.version} onChanged={refresh} />
          ),
          details: (
            <GroupEventForm
              key={`${event.id}-${event.startsAt}-${event.endsAt}-${event.bookableEventTypeId}`}
              practice={practice}
              event={event}
              onSaved={refresh}
              onDeleted={onDone}
              onCancel={onDone}
            />
          ),
        }}
      />
    </Box>
  );
}

interface NewProps {
  practice: CalendarPractice;
  target: Extract<FlyoutTarget, { mode: 'new' }>;
  onSaved: (id: string | null) => void;
  onCancel: () => void;
}

/** 'Create group event': a new event shows only its Details tab. */
export function NewGroupEventBody({ practice, target, onSaved, onCancel }: NewProps) {
  return (
    <GroupTabs
      value="details"
      onChange={() => undefined}
      tabs={{ details: <GroupEventForm practice={practice} target={target} onSaved={onSaved} onDeleted={onCancel} onCancel={onCancel} /> }}
    />
  );
}

const LABELS: Record<TabName, string> = { registrants: 'Registrants', details: 'Details' };

function GroupTabs({ value, onChange, tabs }: { value: TabName; onChange: (tab: TabName) => void; tabs: Partial<Record<TabName, ReactNode>> }) {
  const id = useId();
  const names = (Object.keys(LABELS) as TabName[]).filter((name) => tabs[name] !== undefined);
  return (
    <Box>
      <Tabs value={value} onChange={(_, next: TabName) => onChange(next)} aria-label="Group event" variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {names.map((name) => (
          <Tab key={name} value={name} label={LABELS[name]} id={`${id}-${name}-tab`} aria-controls={`${id}-${name}-panel`} />
        ))}
      </Tabs>
      {names.map((name) => (
        <Box key={name} role="tabpanel" id={`${id}-${name}-panel`} aria-labelledby={`${id}-${name}-tab`} hidden={name !== value}>
          {name === value && tabs[name]}
        </Box>
      ))}
    </Box>
  );
}
