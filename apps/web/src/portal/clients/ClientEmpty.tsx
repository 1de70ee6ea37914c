import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';

interface Props {
  /** A search found nothing (the directory itself has clients). */
  filtered?: boolean;
  onCreate?: () => void;
  onInvite?: () => void;
  /** Called once when an empty directory is shown: the place to offer the invite wizard. */
  onFirstVisit?: () => void;
}

export function ClientEmpty({ filtered = false, onCreate, onInvite, onFirstVisit }: Props) {
  useEffect(() => {
    if (!filtered) onFirstVisit?.();
  }, [filtered, onFirstVisit]);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <PeopleIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? 'No clients match your search.' : 'No clients yet.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {filtered
          ? 'Try a first or last name, an e-mail address or a phone number.'
          : 'Clients who book with you appear here. Add them yourself or invite a whole list at once.'}
      </Typography>
      {!filtered && (
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<GroupAddIcon />} onClick={onInvite}>
            Invite clients
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            Create client
          </Button>
        </Stack>
      )}
    </Box>
  );
}
