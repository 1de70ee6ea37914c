import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Flyout } from '../layout/Flyout';
import { usePracticeFlags } from '../practice/usePracticeFlags';
import { AppointmentFlyoutBody } from './AppointmentFlyoutBody';
import { NewAppointmentForm } from '../appointments/editor/NewAppointmentForm';
import { TITLES } from './calendarMessages';
import type { CalendarPractice } from './calendarTypes';
import { groupEventSearch, type FlyoutTarget, type NewItemKind } from './flyoutTarget';
import { GroupEventFlyoutBody, NewGroupEventBody } from './group/GroupEventFlyoutBody';
import { PersonalEventFlyoutBody } from './personal/PersonalEventFlyoutBody';
import { PersonalEventForm } from './personal/PersonalEventForm';
import { ExternalEventFlyoutBody } from './external/ExternalEventFlyoutBody';

interface Props {
  target: FlyoutTarget | null;
  practice: CalendarPractice;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The calendar's flyout (spec 001 §2 "Calendar flyout"), modes client, personal, bookable (group) and calendar
 * (read-only). A new item starts with the choice of type (Group event only when bookable events are enabled); an
 * existing one loads and titles itself.
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
  const [kind, setKind] = useState<NewItemKind>('client');
  const flags = usePracticeFlags();
  const groupEnabled = flags?.bookableEventsEnabled === true;
  const navigate = useNavigate();
  const location = useLocation();
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

  // A group event asked for by the URL waits for the flags; with bookable events off it is an appointment.
  const shownKind: NewItemKind = kind === 'group' && flags !== undefined && !groupEnabled ? 'client' : kind;

  let body = null;
  let shownTitle = title;
  if (target?.mode === 'new') {
    shownTitle = shownKind === 'client' ? TITLES.create : shownKind === 'personal' ? TITLES.createPersonal : TITLES.createGroup;
    body = (
      <>
        {!seriesCreated && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={shownKind}
            onChange={(_, value) => value && setKind(value)}
            aria-label="Type"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="client">Client</ToggleButton>
            <ToggleButton value="personal">Personal</ToggleButton>
            {groupEnabled && <ToggleButton value="group">Group event</ToggleButton>}
          </ToggleButtonGroup>
        )}
        {shownKind === 'group' ? (
          <NewGroupEventBody
            key={formKey}
            practice={practice}
            target={target}
            onSaved={(id) => {
              onChanged();
              // The saved event opens for its registrants (?groupEventId=…); without its id the flyout closes.
              if (id) navigate({ pathname: location.pathname, search: groupEventSearch(id) }, { replace: true });
              else onClose();
            }}
            onCancel={onClose}
          />
        ) : shownKind === 'client' ? (
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
  } else if (target?.mode === 'calendar') {
    shownTitle = target.title;
    body = <ExternalEventFlyoutBody target={target} timeZone={practice.timeZone} />;
  } else if (target?.mode === 'group') {
    body = <GroupEventFlyoutBody key={formKey} practice={practice} target={target} onTitle={setTitle} onChanged={onChanged} onDone={done} />;
  } else if (target?.mode === 'personal') {
    body = <PersonalEventFlyoutBody key={formKey} practice={practice} target={target} onTitle={setTitle} onDone={done} onCancel={onClose} />;
  }

  return (
    <Flyout open={asked !== null} title={shownTitle} onClose={onClose}>
      {body}
    </Flyout>
  );
}
