import { MenuItem, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { usePracticeFlags, type PracticeFlagName } from '../../practice/usePracticeFlags';

export type ProfileTab = 'overview' | 'billing' | 'notes' | 'intake_form';

// Intake form only while the practice's clientNotesEnabled flag is on (spec 001 §2).
const TABS: Array<{ value: ProfileTab; label: string; path: string; flag?: PracticeFlagName }> = [
  { value: 'overview', label: 'Overview', path: '' },
  { value: 'billing', label: 'Billing', path: '/billing' },
  { value: 'notes', label: 'Notes', path: '/notes' },
  { value: 'intake_form', label: 'Intake form', path: '/intake_form', flag: 'clientNotesEnabled' },
];

/** The profile's tabs, which become a dropdown under 768px. */
export function ClientProfileTabs({ clientId, value }: { clientId: string; value: ProfileTab }) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const navigate = useNavigate();
  const base = `${useBasename()}/clients/${clientId}`;
  const flags = usePracticeFlags();
  // The open tab stays listed (a link to it may outlive its flag); it says why it is empty.
  const tabs = TABS.filter((tab) => !tab.flag || flags?.[tab.flag] || tab.value === value);
  if (narrow) {
    return (
      <TextField
        select
        size="small"
        label="Section"
        value={value}
        onChange={(event) => navigate(base + tabs.find((t) => t.value === event.target.value)!.path)}
        sx={{ minWidth: 200, mb: 2 }}
      >
        {tabs.map((tab) => (
          <MenuItem key={tab.value} value={tab.value}>
            {tab.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs value={value} aria-label="Client sections" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={base + tab.path} />
      ))}
    </Tabs>
  );
}
