// The profile status (spec 002 §2 "a right-hand sidebar (a modal on mobile)", §4 "Profile status"):
// while incomplete, the completion steps with a percentage bar; then the verification steps;
// Verified shows a badge and the view-profile link. The "profile complete" modal opens once.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link as MuiLink, List, ListItem,
  ListItemIcon, ListItemText, Typography, useMediaQuery,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProfileMessages as M } from '@app/profile/shared';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { dismissCompletedModal, fetchProfileStatus, type ProfileStatus } from './profileStatusCalls';

type Step = ProfileStatus['completionSteps'][number];

function Steps({ title, steps, onNavigate }: { title: string; steps: Step[]; onNavigate?: () => void }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{title}</Typography>
      <List dense aria-label={title}>
        {steps.map((step) => (
          <ListItem key={step.name} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {step.completed ? <CheckCircleIcon color="success" fontSize="small" titleAccess="Done" /> : <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="To do" />}
            </ListItemIcon>
            <ListItemText primary={<MuiLink component={Link} to={step.link} onClick={onNavigate} underline="hover" color={step.completed ? 'text.secondary' : 'primary'}>{step.name}</MuiLink>} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function StatusBody({ status, onNavigate }: { status: ProfileStatus; onNavigate?: () => void }) {
  const verified = status.status === 'Verified';
  const complete = status.completionPercent === 100;
  return (
    <Box aria-label="Profile status" role="region">
      <Typography variant="h6" component="h2">Profile status</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Chip label={status.status} color={verified ? 'success' : complete ? 'primary' : 'default'} icon={verified ? <VerifiedIcon /> : undefined} data-testid="profile-status" />
      </Box>
      {!complete && (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2">Profile completion</Typography>
            <Typography variant="body2" data-testid="profile-completion">{status.completionPercent}%</Typography>
          </Box>
          <LinearProgress variant="determinate" value={status.completionPercent} aria-label={`Profile ${status.completionPercent}% complete`} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
        </Box>
      )}
      {!complete && <Steps title="Complete your profile" steps={status.completionSteps} onNavigate={onNavigate} />}
      {!verified && <Steps title="Get verified" steps={status.verificationSteps} onNavigate={onNavigate} />}
      {verified && <Typography variant="body2" sx={{ mt: 2 }}>Your profile is complete and verified.</Typography>}
      {status.profileUrl && (
        <Button href={status.profileUrl} target="_blank" rel="noreferrer" variant={verified ? 'contained' : 'outlined'} size="small" sx={{ mt: 1 }}>
          View profile
        </Button>
      )}
    </Box>
  );
}

function CompletedModal({ status }: { status: ProfileStatus }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    dismissCompletedModal().catch(() => undefined);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="profile-complete-title">
      <DialogTitle id="profile-complete-title">Your profile is complete{status.practitionerFirstName ? `, ${status.practitionerFirstName}` : ''}!</DialogTitle>
      <DialogContent>
        <Typography>Clients can now find out about you. Get verified next: add a credential and ask your clients for reviews.</Typography>
      </DialogContent>
      <DialogActions>
        <Button href={status.profileUrl} target="_blank" rel="noreferrer">View profile</Button>
        <Button onClick={close} variant="contained" autoFocus>Got it</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Beside the profile tabs on wide screens; a "Profile status" button opening it in a dialog below 768 px. */
export function ProfileStatusSidebar() {
  const read = useCallback(fetchProfileStatus, []);
  const { data, error, loading } = useRefreshedRead(read);
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [open, setOpen] = useState(false);
  const body = error && !data ? <Alert severity="error">{M.statusSyncFailed}</Alert> : loading ? <LinearProgress aria-label="Loading profile status" /> : data ? <StatusBody status={data} onNavigate={() => setOpen(false)} /> : null;
  const modal = data?.showCompletedModal ? <CompletedModal status={data} /> : null;
  if (narrow) {
    return (
      <>
        <Button variant="outlined" fullWidth onClick={() => setOpen(true)} sx={{ mb: 2 }}>
          Profile status{data ? `: ${data.status}` : ''}
        </Button>
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
        {modal}
      </>
    );
  }
  return (
    <Card component="aside" sx={{ position: 'sticky', top: 16 }}>
      <CardContent>{body}</CardContent>
      {modal}
    </Card>
  );
}
