import { MenuItem, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export type ProfileTab = 'overview' | 'billing' | 'notes';

// Intake form joins when intake forms exist (spec 001 §2).
const TABS: Array<{ value: ProfileTab; label: string; path: string }> = [
  { value: 'overview', label: 'Overview', path: '' },
  { value: 'billing', label: 'Billing', path: '/billing' },
  { value: 'notes', label: 'Notes', path: '/notes' },
];

/** The profile's tabs, which become a dropdown under 768px. */
export function ClientProfileTabs({ clientId, value }: { clientId: string; value: ProfileTab }) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const navigate = useNavigate();
  const base = `${useBasename()}/clients/${clientId}`;
  if (narrow) {
    return (
      <TextField
        select
        size="small"
        label="Section"
        value={value}
        onChange={(event) => navigate(base + TABS.find((t) => t.value === event.target.value)!.path)}
        sx={{ minWidth: 200, mb: 2 }}
      >
        {TABS.map((tab) => (
          <MenuItem key={tab.value} value={tab.value}>
            {tab.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs value={value} aria-label="Client sections" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={base + tab.path} />
      ))}
    </Tabs>
  );
}
