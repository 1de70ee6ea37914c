// Account (spec 002 §2 /portal/settings/personal): name, e-mail, phone, gender, date of birth and
// password, each edited inline on its own (§4) and saved through updatePersonalSettings with only
// its non-empty fields. A refusal shows the server's message and the field reverts (§8).
import { Alert, Box, Breadcrumbs, Card, CardContent, CircularProgress, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useBasename, useGetIdentity, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone, MAX_PHONE_INPUT, phoneProblem } from '@app/clients/shared';
import { forgetCurrentUser } from '../../authProvider';
import { rejectionMessages } from '../../shared/commandRejected';
import { AccountFieldRow } from './AccountFieldRow';
import { fetchPersonalSettings, updatePersonalSettings, type PersonalSettings } from './personalSettingsCalls';

type FieldName = 'name' | 'email' | 'phone' | 'gender' | 'dob' | 'password';
type Draft = { name: string; email: string; phone: string; gender: string; customGender: string; dob: string; password: string; passwordConfirmation: string };

export const PASSWORD_MISMATCH = 'Your password and password confirmation do not match.';
const GENDERS = ['Female', 'Male', 'Custom'];

const draftOf = (s: PersonalSettings): Draft => ({
  name: s.name, email: s.email, phone: formatPhone(s.phone) ?? '', gender: s.gender ?? '', customGender: s.customGender ?? '', dob: s.dob ?? '', password: '', passwordConfirmation: '',
});
const genderText = (s: PersonalSettings) => (s.gender === 'Custom' ? s.customGender ?? 'Custom' : s.gender ?? '');

export function PersonalSettingsPage() {
  const notify = useNotify();
  const basename = useBasename();
  const identity = useGetIdentity();
  const [settings, setSettings] = useState<PersonalSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [open, setOpen] = useState<FieldName | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchPersonalSettings().then(setSettings, (error) => setLoadError((error as Error).message));
  }, []);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!settings || !identity) return <CircularProgress aria-label="Loading" sx={{ m: 3 }} />;

  const saved = draftOf(settings);
  const d = draft ?? saved;
  const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
  const cancel = () => {
    setOpen(null);
    setDraft(null);
  };
  const phoneError = open === 'phone' && d.phone.trim() !== '' && d.phone !== saved.phone ? phoneProblem(d.phone) : null;
  const mismatch = d.password !== '' && d.passwordConfirmation !== '' && d.password !== d.passwordConfirmation;
  const canSave: Record<FieldName, boolean> = {
    name: d.name.trim().length >= 2 && d.name.trim() !== saved.name,
    email: d.email.trim() !== '' && d.email.trim().toLowerCase() !== saved.email,
    phone: d.phone.trim() !== '' && d.phone !== saved.phone && !phoneError,
    gender: d.gender !== '' && (d.gender !== saved.gender || d.customGender !== saved.customGender) && (d.gender !== 'Custom' || d.customGender.trim() !== ''),
    dob: d.dob !== '' && d.dob !== saved.dob,
    password: d.password !== '' && d.passwordConfirmation !== '',
  };

  const save = async (field: FieldName) => {
    if (field === 'password' && mismatch) {
      notify(PASSWORD_MISMATCH, { type: 'error' });
      return;
    }
    const fields = {
      name: { name: d.name },
      email: { email: d.email },
      phone: { phone: d.phone },
      gender: { gender: d.gender, customGender: d.gender === 'Custom' ? d.customGender : '' },
      dob: { dob: d.dob },
      password: { password: d.password, passwordConfirmation: d.passwordConfirmation },
    }[field];
    setSaving(true);
    try {
      const user = await updatePersonalSettings(fields);
      setSettings(user);
      notify('Your settings have been saved.', { type: 'success' });
      if (user.name !== settings.name || user.email !== settings.email) {
        forgetCurrentUser();
        identity.refetch();
      }
    } catch (error) {
      const messages = rejectionMessages(error);
      notify(messages.length ? messages.join(' ') : 'Please try again later.', { type: 'error' });
    } finally {
      setSaving(false);
      cancel();
    }
  };

  const row = (field: FieldName, label: string, value: string, editor: ReactNode) => (
    <AccountFieldRow
      label={label}
      value={value}
      open={open === field}
      disabled={open !== null && open !== field}
      canSave={canSave[field]}
      saving={saving}
      onEdit={() => {
        setOpen(field);
        setDraft(saved);
      }}
      onCancel={cancel}
      onSave={() => save(field)}
    >
      {editor}
    </AccountFieldRow>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Title title="Account" />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={`${basename}/settings`} color="inherit" underline="hover">Settings</Link>
        <Typography color="text.primary">Account</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Account</Typography>
      <Card variant="outlined">
        <CardContent>
          {row('name', 'Name', settings.name, <TextField label="Name" value={d.name} onChange={(e) => set({ name: e.target.value })} autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />)}
          {row('email', 'Email', settings.email, <TextField label="Email" type="email" value={d.email} onChange={(e) => set({ email: e.target.value })} autoFocus slotProps={{ htmlInput: { maxLength: 254 } }} />)}
          {row(
            'phone',
            'Phone',
            formatPhone(settings.phone) ?? '',
            <TextField label="Phone" type="tel" value={d.phone} onChange={(e) => set({ phone: e.target.value })} autoFocus error={!!phoneError} helperText={phoneError ?? 'Texts to you (such as the app download link) go to this number.'} slotProps={{ htmlInput: { maxLength: MAX_PHONE_INPUT } }} />,
          )}
          {row(
            'gender',
            'Gender',
            genderText(settings),
            <>
              <TextField select label="Gender" value={d.gender} onChange={(e) => set({ gender: e.target.value })} autoFocus>
                {GENDERS.map((g) => <MenuItem key={g} value={g}>{g}</MenuItem>)}
              </TextField>
              {d.gender === 'Custom' && <TextField label="Custom gender" value={d.customGender} onChange={(e) => set({ customGender: e.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />}
            </>,
          )}
          {row('dob', 'Date of birth', settings.dob ?? '', <TextField label="Date of birth" type="date" value={d.dob} onChange={(e) => set({ dob: e.target.value })} autoFocus slotProps={{ inputLabel: { shrink: true } }} />)}
          {row(
            'password',
            'Password',
            '••••••••',
            <>
              <TextField label="New password" type="password" autoComplete="new-password" value={d.password} onChange={(e) => set({ password: e.target.value })} autoFocus helperText="At least 8 characters." />
              <TextField label="Password confirmation" type="password" autoComplete="new-password" value={d.passwordConfirmation} onChange={(e) => set({ passwordConfirmation: e.target.value })} error={mismatch} helperText={mismatch ? PASSWORD_MISMATCH : ' '} />
            </>,
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
