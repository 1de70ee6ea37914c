import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { Button, Stack } from '@mui/material';
import { ExportClientsButton } from './ExportClientsButton';

interface Props {
  onCreate: () => void;
  onInvite: () => void;
}

/** The directory's toolbar: Export CSV (more than one client), the invite wizard, Create client. */
export function ClientListActions({ onCreate, onInvite }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' }, flexShrink: 0, py: 1 }}>
      <ExportClientsButton />
      <Button startIcon={<GroupAddIcon />} onClick={onInvite}>
        Invite clients
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        Create client
      </Button>
    </Stack>
  );
}
