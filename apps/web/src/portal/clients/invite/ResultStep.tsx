import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { allAlreadyExist, type InviteSummary } from './submitInvites';

const invited = (n: number) => (n === 1 ? '1 client invited successfully' : `${n} clients invited successfully`);
const notInvited = (n: number) => (n === 1 ? 'Could not invite 1 client' : `Could not invite ${n} clients`);

/** Step 5: what was invited, what was not and why, and the way back to the directory. */
export function ResultStep({ summary, onInviteMore }: { summary: InviteSummary; onInviteMore: () => void }) {
  const basename = useBasename();
  const uhOh = allAlreadyExist(summary);
  const errored = summary.erroredClients;
  return (
    <Stack sx={{ gap: 2, alignItems: 'center', textAlign: 'center', py: 2 }}>
      {uhOh ? (
        <>
          <ErrorIcon color="warning" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h3">
            Uh oh!
          </Typography>
          <Typography>Looks like all of the clients you tried to add already exist in your directory.</Typography>
        </>
      ) : (
        <>
          <CheckCircleIcon color={summary.invitedCount > 0 ? 'success' : 'disabled'} sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h3">
            {invited(summary.invitedCount)}
          </Typography>
          {errored.length > 0 && (
            <Box sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}>
              <Alert severity="warning">{notInvited(errored.length)}</Alert>
              <List dense aria-label="Clients not invited">
                {errored.map((client, index) => (
                  <ListItem key={`${client.email}-${index}`} divider>
                    <ListItemText primary={client.email ?? 'No e-mail'} secondary={client.errors.join(' ')} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </>
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button onClick={onInviteMore}>Invite more clients</Button>
        <Button variant="contained" component={RouterLink} to={`${basename}/clients`}>
          See Clients
        </Button>
      </Stack>
    </Stack>
  );
}
