import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useState } from 'react';
import { Flyout } from '../layout/Flyout';
import { AppointmentFlyoutBody } from './AppointmentFlyoutBody';
import { NewAppointmentForm } from '../appointments/editor/NewAppointmentForm';
import { TITLES } from './calendarMessages';
import type { CalendarPractice } from './calendarTypes';
import type { FlyoutTarget } from './flyoutTarget';
import { PersonalEventFlyoutBody } from './personal/PersonalEventFlyoutBody';
import { PersonalEventForm } from './personal/PersonalEventForm';

interface Props {
  target: FlyoutTarget | null;
  practice: CalendarPractice;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The calendar's flyout (spec 001 §2 "Calendar flyout"), modes client and personal. A new
 * item starts with the choice of type; an existing one loads and titles itself.
 */
export function CalendarFlyout({ target: asked, practice, onClose, onChanged }: Props) {
  // The drawer slides out showing what it showed; a new target starts a fresh form.
  const [last, setLast] = useState<FlyoutTarget | null>(asked);
  useEffect(() => {
    if (asked) setLast(asked);
  }, [asked]);
  const target = asked ?? last;
  const formKey = JSON.stringify(target);
  const [title, setTitle] = useState<string>(TITLES.create);
  const [kind, setKind] = useState<'client' | 'personal'>('client');
  // A created series stays on screen to list its sessions; there is no type to choose any more.
  const [seriesCreated, setSeriesCreated] = useState(false);
  useEffect(() => {
    if (target?.mode === 'new') setKind(target.kind ?? 'client');
    setSeriesCreated(false);
  }, [target]);

  const done = () => {
    onChanged();
    onClose();
  };

  let body = null;
  let shownTitle = title;
  if (target?.mode === 'new') {
    shownTitle = kind === 'client' ? TITLES.create : TITLES.createPersonal;
    body = (
      <>
        {!seriesCreated && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={kind}
            onChange={(_, value) => value && setKind(value)}
            aria-label="Type"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="client">Client</ToggleButton>
            <ToggleButton value="personal">Personal</ToggleButton>
          </ToggleButtonGroup>
        )}
        {kind === 'client' ? (
          <NewAppointmentForm
            key={formKey}
            practice={practice}
            target={target}
            onSaved={done}
            onCancel={onClose}
            onSeriesCreated={() => {
              setSeriesCreated(true);
              onChanged();
            }}
          />
        ) : (
          <PersonalEventForm key={formKey} practice={practice} target={target} onSaved={done} onCancel={onClose} />
        )}
      </>
    );
  } else if (target?.mode === 'appointment') {
    body = <AppointmentFlyoutBody key={formKey} practice={practice} target={target} onTitle={setTitle} onChanged={onChanged} onDone={done} />;
  } else if (target?.mode === 'personal') {
    body = <PersonalEventFlyoutBody key={formKey} practice={practice} target={target} onTitle={setTitle} onDone={done} onCancel={onClose} />;
  }

  return (
    <Flyout open={asked !== null} title={shownTitle} onClose={onClose}>
      {body}
    </Flyout>
  );
}
