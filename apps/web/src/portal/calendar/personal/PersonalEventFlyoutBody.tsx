import { useEffect, useState } from 'react';
import { LoadState } from '../LoadState';
import { MISSING, TITLES } from '../calendarMessages';
import { fetchPersonalEvent } from '../calendarQueries';
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
    fetchPersonalEvent(target.personalEventId).then(
      (event) => live && setState({ loading: false, error: false, event }),
      () => live && setState({ loading: false, error: true, event: null }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.personalEventId]);

  if (state.loading || state.error || !state.event) {
    return <LoadState loading={state.loading} error={state.error} missing={MISSING.event} />;
  }
  return <PersonalEventForm practice={practice} event={state.event} onSaved={onDone} onCancel={onCancel} />;
}
