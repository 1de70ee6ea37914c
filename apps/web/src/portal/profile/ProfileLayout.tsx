// The Profile area's shell (spec 002 §2): tabs Details, Credentials, Endorsements, Photos,
// Locations & Hours, Services, Misc; under 768 px a dropdown replaces them. The right-hand
// sidebar (profile status) sits beside the tab on wide screens and opens as a dialog on mobile.
// Each tab's page sets the app bar's title (the shared pages keep their own).
import { Box, Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROFILE_TABS, profileTabOf } from './profileTabs';

interface ProfileLayoutProps {
  children: ReactNode;
  /** The profile status panel; nothing is shown while it is absent. */
  sidebar?: ReactNode;
}

export function ProfileLayout({ children, sidebar }: ProfileLayoutProps) {
  const navigate = useNavigate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [statusOpen, setStatusOpen] = useState(false);
  const tab = profileTabOf(pathname.slice(basename.length));
  const go = (value: string) => navigate(`${basename}${PROFILE_TABS.find((t) => t.value === value)!.path}`);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      {narrow ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <TextField select label="Profile section" value={tab.value} onChange={(e) => go(e.target.value)} size="small" sx={{ minWidth: 200, flexGrow: 1 }}>
            {PROFILE_TABS.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          {sidebar && (
            <Button variant="outlined" onClick={() => setStatusOpen(true)}>
              Profile status
            </Button>
          )}
        </Stack>
      ) : (
        <Tabs value={tab.value} onChange={(_, next: string) => go(next)} aria-label="Profile" variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
          {PROFILE_TABS.map((t) => (
            <Tab key={t.value} label={t.label} value={t.value} />
          ))}
        </Tabs>
      )}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
        {sidebar && !narrow && (
          <Box component="aside" aria-label="Profile status" sx={{ width: 300, flexShrink: 0 }}>
            {sidebar}
          </Box>
        )}
      </Stack>
      {sidebar && narrow && (
        <Dialog open={statusOpen} onClose={() => setStatusOpen(false)} fullWidth aria-labelledby="profile-status-title">
          <DialogTitle id="profile-status-title">Profile status</DialogTitle>
          <DialogContent>{sidebar}</DialogContent>
        </Dialog>
      )}
    </Box>
  );
}
