// The Event Types tab of /portal/services (#events, spec 002 §2): the practice's event types, a
// flyout to create or edit one, and after the very first one 'Schedule this event now?' (§4).
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRefreshViews } from '../../shared/refreshViews';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchEventTypes } from './eventTypeCalls';
import { draftOf, newEventTypeDraft, type EventTypeDraft } from './eventTypeDraft';
import { EventTypeCard } from './EventTypeCard';
import { EventTypeFlyout } from './EventTypeFlyout';
import { EventTypesEmpty } from './EventTypesEmpty';
import { ScheduleNowDialog } from './ScheduleNowDialog';

export function EventTypesTab() {
  const { data: types, error, loading } = useRefreshedRead(fetchEventTypes);
  const refreshViews = useRefreshViews();
  const [draft, setDraft] = useState<EventTypeDraft | null>(null);
  /** Whether the practice had no type when the pro opened a new one: its creation is the first. */
  const [creatingFirst, setCreatingFirst] = useState(false);
  const [scheduleId, setScheduleId] = useState<string | null>(null);

  const create = () => {
    setCreatingFirst(types !== null && types.length === 0);
    setDraft(newEventTypeDraft());
  };
  const saved = ({ id, created }: { id: string; created: boolean }) => {
    setDraft(null);
    refreshViews();
    if (created && creatingFirst) setScheduleId(id);
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          Classes and workshops that several clients can sign up for. Schedule their dates on your calendar.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={loading} onClick={create}>
          Create event type
        </Button>
      </Stack>
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading event types" />
        </Box>
      ) : error && !types ? (
        <Alert severity="error" sx={{ m: 2 }}>
          Could not load your event types. Please try again later.
        </Alert>
      ) : !types?.length ? (
        <EventTypesEmpty />
      ) : (
        <Stack spacing={1.5} sx={{ p: { xs: 1, sm: 2 }, pt: { xs: 0, sm: 0 } }}>
          {types.map((type) => (
            <EventTypeCard key={type.id} type={type} onEdit={(t) => setDraft(draftOf(t))} />
          ))}
        </Stack>
      )}
      <EventTypeFlyout draft={draft} onSaved={saved} onClose={() => setDraft(null)} />
      <ScheduleNowDialog eventTypeId={scheduleId} onClose={() => setScheduleId(null)} />
    </>
  );
}
