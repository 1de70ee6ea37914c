// The Misc tab (/portal/profile/audience; spec 002 §2, §3 "Practice details"): languages, ages and
// client types from the shipped lists, the website (website plan only) and socials, shown without
// the scheme; saved together through updatePracticeDetails. Save is disabled while nothing changed.
import { Alert, Autocomplete, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { rejectionMessages } from '../../shared/commandRejected';
import { profileCalls, withoutScheme, type PracticeDetails } from '../profileCalls';

interface Choice {
  id: string;
  name: string;
}
interface Choices {
  languages: Choice[];
  ageWorkWiths: Choice[];
  workWiths: Choice[];
}

const LINKS = [
  { key: 'website', label: 'Website', placeholder: 'www.example.com' },
  { key: 'facebook', label: 'Facebook', placeholder: 'facebook.com/yourpage' },
  { key: 'instagram', label: 'Instagram', placeholder: 'instagram.com/you' },
  { key: 'twitter', label: 'Twitter', placeholder: 'twitter.com/you' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'linkedin.com/in/you' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'tiktok.com/@you' },
  { key: 'youtube', label: 'YouTube', placeholder: 'youtube.com/@you' },
] as const;
type LinkKey = (typeof LINKS)[number]['key'];

interface Draft extends Record<LinkKey, string> {
  languageIds: string[];
  ageWorkWithIds: string[];
  workWithIds: string[];
}

const draftOf = (p: PracticeDetails): Draft => ({
  languageIds: p.languages.map((c) => c.id),
  ageWorkWithIds: p.ageWorkWiths.map((c) => c.id),
  workWithIds: p.workWiths.map((c) => c.id),
  ...(Object.fromEntries(LINKS.map(({ key }) => [key, withoutScheme(p[key])])) as Record<LinkKey, string>),
});

function ChoiceSelect({ label, options, value, onChange }: { label: string; options: Choice[]; value: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderValue={(selected, getItemProps) => selected.map((o, index) => <Chip {...getItemProps({ index })} key={o.id} label={o.name} size="small" />)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

export function MiscTab() {
  const notify = useNotify();
  const [details, setDetails] = useState<PracticeDetails | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    Promise.all([profileCalls.read(), profileCalls.choices()]).then(
      ([profile, lists]) => {
        setDetails(profile.practiceDetails);
        setChoices(lists);
      },
      (error) => setLoadError(rejectionMessages(error)[0] ?? 'Your profile could not be loaded. Please refresh the page.'),
    );
  }, []);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!details || !choices) return <CircularProgress aria-label="Loading profile" sx={{ m: 3 }} />;

  const saved = draftOf(details);
  const d = draft ?? saved;
  const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
  const links = LINKS.filter(({ key }) => key !== 'website' || details.userIsWebsitePlan);
  const changed = JSON.stringify(d) !== JSON.stringify(saved);

  const save = async () => {
    setSaving(true);
    try {
      // Only what changed is sent; an emptied link is sent as '' (cleared), unchanged ones as null (omitted).
      const link = (key: LinkKey) => (d[key] !== saved[key] ? d[key].trim() : null);
      const list = (key: 'languageIds' | 'ageWorkWithIds' | 'workWithIds') => (JSON.stringify(d[key]) !== JSON.stringify(saved[key]) ? d[key] : null);
      const next = await profileCalls.updatePracticeDetails({
        languageIds: list('languageIds'), ageWorkWithIds: list('ageWorkWithIds'), workWithIds: list('workWithIds'),
        website: details.userIsWebsitePlan ? link('website') : null,
        facebook: link('facebook'), instagram: link('instagram'), twitter: link('twitter'), linkedin: link('linkedin'), tiktok: link('tiktok'), youtube: link('youtube'),
      });
      setDetails(next);
      setDraft(null);
      notify('Your profile details have been saved.', { type: 'success' });
    } catch (error) {
      const messages = rejectionMessages(error);
      notify(messages.length ? messages.join(' ') : 'Please try again later.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed && !saving) save();
          }}
        >
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h2">Who you work with</Typography>
            <ChoiceSelect label="Languages" options={choices.languages} value={d.languageIds} onChange={(languageIds) => set({ languageIds })} />
            <ChoiceSelect label="Ages" options={choices.ageWorkWiths} value={d.ageWorkWithIds} onChange={(ageWorkWithIds) => set({ ageWorkWithIds })} />
            <ChoiceSelect label="Client types" options={choices.workWiths} value={d.workWithIds} onChange={(workWithIds) => set({ workWithIds })} />
            <Typography variant="subtitle1" component="h2">{details.userIsWebsitePlan ? 'Website and social links' : 'Social links'}</Typography>
            {links.map(({ key, label, placeholder }) => (
              <TextField key={key} label={label} placeholder={placeholder} value={d[key]} onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)} slotProps={{ htmlInput: { maxLength: 300 } }} />
            ))}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!changed || saving}>Save</Button>
              <Button onClick={() => setDraft(null)} disabled={!changed || saving}>Cancel</Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
