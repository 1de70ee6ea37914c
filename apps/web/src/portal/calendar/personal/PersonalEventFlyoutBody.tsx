import { useEffect, useState } from 'react';
import { LoadState } from '../CalendarFlyout';
import { MISSING, TITLES } from '../calendarMessages';
import { fetchPersonalEvent } from '../calendarQueries';
import { addMinutes } from '../calendarTime';
import type { CalendarPractice, PersonalEventRecord } from '../calendarTypes';
import type { FlyoutTarget } from '../flyoutTarget';
import { PersonalEventForm } from './PersonalEventForm';

interface Props {
  practice: CalendarPractice;
  target: Extract<FlyoutTarget, { mode: 'personal' }>;
  onTitle: (title: string) => void;
  onDone: () => void;
  onCancel: () => void;
}

/** Loads the clicked personal event ('Event not found' when it is gone). */
export function PersonalEventFlyoutBody({ practice, target, onTitle, onDone, onCancel }: Props) {
  const [state, setState] = useState<{ loading: boolean; error: boolean; event: PersonalEventRecord | null }>({ loading: true, error: false, event: null });
  useEffect(() => {
    onTitle(TITLES.editPersonal);
    let live = true;
    setState({ loading: true, error: false, event: null });
    // Around the shown times, so a zone's all-day boundaries are inside the window.
    fetchPersonalEvent(target.personalEventId, addMinutes(target.start, -48 * 60, 'UTC'), addMinutes(target.end, 48 * 60, 'UTC')).then(
      (event) => live && setState({ loading: false, error: false, event }),
      () => live && setState({ loading: false, error: true, event: null }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.personalEventId, target.start]);

  if (state.loading || state.error || !state.event) {
    return <LoadState loading={state.loading} error={state.error} missing={MISSING.event} />;
  }
  return <PersonalEventForm practice={practice} event={state.event} onSaved={onDone} onCancel={onCancel} />;
}
