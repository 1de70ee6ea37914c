import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';

const OFFERED_KEY = 'portal.clients.inviteOffered';

/**
 * When the 'Invite your clients' modal shows: from the directory's Invite button, and once by
 * itself the first time the pro sees an empty directory (remembered in this browser).
 */
export function useInviteOffer() {
  const [open, setOpen] = useState(false);
  const offerOnce = useCallback(() => {
    try {
      if (localStorage.getItem(OFFERED_KEY)) return;
      localStorage.setItem(OFFERED_KEY, new Date().toISOString());
    } catch {
      return; // storage blocked: never push the modal on every visit
    }
    setOpen(true);
  }, []);
  return { open, show: useCallback(() => setOpen(true), []), dismiss: useCallback(() => setOpen(false), []), offerOnce };
}

/** Spec 001 §2: 'Invite your clients' with 'Invite clients' (the wizard) or 'No thanks, I'm ready to book.' */
export function InviteClientsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <GroupAddIcon sx={{ fontSize: 48, color: 'primary.main' }} />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        Invite your clients
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Bring your client list with you: upload a CSV file or paste it, and your clients are ready to book with you.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', gap: 1, px: 3, pb: 3 }}>
        <Button variant="contained" fullWidth onClick={() => navigate(`${basename}/clients/invite`)}>
          Invite clients
        </Button>
        <Button fullWidth onClick={onClose} sx={{ ml: '0 !important' }}>
          No thanks, I'm ready to book.
        </Button>
      </DialogActions>
    </Dialog>
  );
}
