// The Profile area's shell (spec 002 §2): tabs Details, Credentials, Endorsements, Photos,
// Locations & Hours, Services, Misc; under 768 px a dropdown replaces them. The right-hand
// sidebar (profile status) sits beside the tab on wide screens; below 768 px it is placed above
// the tab and takes its own narrow form (ProfileStatusSidebar: a button opening it in a dialog).
// Each tab's page sets the app bar's title (the shared pages keep their own).
import { Box, MenuItem, Stack, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
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
  const tab = profileTabOf(pathname.slice(basename.length));
  const go = (value: string) => navigate(`${basename}${PROFILE_TABS.find((t) => t.value === value)!.path}`);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      {narrow ? (
        <TextField select label="Profile section" value={tab.value} onChange={(e) => go(e.target.value)} size="small" fullWidth sx={{ mb: 2 }}>
          {PROFILE_TABS.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs value={tab.value} onChange={(_, next: string) => go(next)} aria-label="Profile" variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
          {PROFILE_TABS.map((t) => (
            <Tab key={t.value} label={t.label} value={t.value} />
          ))}
        </Tabs>
      )}
      {narrow ? (
        <>
          {sidebar}
          {children}
        </>
      ) : (
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
          {sidebar && <Box sx={{ width: 300, flexShrink: 0 }}>{sidebar}</Box>}
        </Stack>
      )}
    </Box>
  );
}
