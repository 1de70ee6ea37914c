// The Details tab (spec 002 §2, §3 "Profile details", §5 Profile): headshot, name, title, headline,
// about me, location and short link, each edited inline on its own (§4: others disabled while one
// is open, Save disabled while unchanged or invalid, Cancel reverts), saved through updateInfo.
import { Alert, Box, Card, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { UpdateInfoMutationVariables } from '../../../graphql/graphql';
import { rejectionMessages } from '../../shared/commandRejected';
import { AccountFieldRow } from '../../settings/personal/AccountFieldRow';
import { profileCalls, type ProfileDetails } from '../profileCalls';
import { HeadshotUpload } from './HeadshotUpload';
import { LocationSearch, type PlaceChoice } from './LocationSearch';
import { ShortLinkField, type ShortLinkStatus } from './ShortLinkField';

type FieldName = 'name' | 'title' | 'headline' | 'about' | 'location' | 'shortLink';
interface Draft {
  name: string;
  title: string;
  headline: string;
  about: string;
  place: PlaceChoice | null;
  shortLink: string;
}

export const MAX_HEADLINE = 200;

const draftOf = (p: ProfileDetails): Draft => ({
  name: p.name, title: p.title ?? '', headline: p.headline ?? '', about: p.about ?? '',
  place: p.locationId && p.location ? { id: p.locationId, description: p.location } : null, shortLink: p.shortLink,
});

export function DetailsTab() {
  const notify = useNotify();
  const [profile, setProfile] = useState<ProfileDetails | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [open, setOpen] = useState<FieldName | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [linkStatus, setLinkStatus] = useState<ShortLinkStatus>('unchanged');

  useEffect(() => {
    profileCalls.read().then(setProfile, (error) => setLoadError(rejectionMessages(error)[0] ?? 'Your profile could not be loaded. Please refresh the page.'));
  }, []);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!profile) return <CircularProgress aria-label="Loading profile" sx={{ m: 3 }} />;

  const saved = draftOf(profile);
  const d = draft ?? saved;
  const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
  const cancel = () => {
    setOpen(null);
    setDraft(null);
  };
  const trimmed = (s: string) => s.trim();
  const canSave: Record<FieldName, boolean> = {
    name: trimmed(d.name).length >= 2 && trimmed(d.name) !== saved.name,
    title: trimmed(d.title).length >= 2 && trimmed(d.title) !== saved.title,
    headline: trimmed(d.headline).length >= 2 && d.headline.length <= MAX_HEADLINE && trimmed(d.headline) !== saved.headline,
    about: trimmed(d.about).length >= 2 && trimmed(d.about) !== saved.about,
    location: d.place !== null && d.place.id !== saved.place?.id,
    shortLink: d.shortLink.length >= 1 && d.shortLink !== saved.shortLink && linkStatus === 'available',
  };

  const save = async (field: FieldName) => {
    const fields: UpdateInfoMutationVariables = {
      name: { name: d.name },
      title: { title: d.title },
      headline: { headline: d.headline },
      about: { about: d.about },
      location: { locationId: d.place?.id, location: d.place?.description },
      shortLink: { shortLink: d.shortLink },
    }[field];
    setSaving(true);
    try {
      setProfile(await profileCalls.updateInfo(fields));
      notify('Your profile details have been saved.', { type: 'success' });
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
        setLinkStatus('unchanged');
      }}
      onCancel={cancel}
      onSave={() => save(field)}
    >
      {editor}
    </AccountFieldRow>
  );
  const publicLink = `${window.location.host}/${profile.shortLink}`;

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent>
        <HeadshotUpload photoUrl={profile.photoUrl} name={profile.name} onSaved={(photoUrl) => setProfile({ ...profile, photoUrl })} />
        {row('name', 'Name', profile.name, <TextField label="Name" value={d.name} onChange={(e) => set({ name: e.target.value })} autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />)}
        {row('title', 'Title', profile.title ?? '', <TextField label="Title" value={d.title} onChange={(e) => set({ title: e.target.value })} autoFocus helperText="Such as Licensed Massage Therapist" slotProps={{ htmlInput: { maxLength: 200 } }} />)}
        {row(
          'headline',
          'Headline',
          profile.headline ?? '',
          <TextField label="Headline" value={d.headline} onChange={(e) => set({ headline: e.target.value })} autoFocus helperText={`${d.headline.length}/${MAX_HEADLINE}`} slotProps={{ htmlInput: { maxLength: MAX_HEADLINE } }} />,
        )}
        {row('about', 'About me', profile.about ?? '', <TextField label="About me" value={d.about} onChange={(e) => set({ about: e.target.value })} autoFocus multiline minRows={4} slotProps={{ htmlInput: { maxLength: 5000 } }} />)}
        {row('location', 'Location', profile.location ?? '', <LocationSearch value={d.place} onChange={(place) => set({ place })} />)}
        {row('shortLink', 'Short link', publicLink, <ShortLinkField value={d.shortLink} current={saved.shortLink} onChange={(shortLink) => set({ shortLink })} onStatus={setLinkStatus} />)}
        <Box sx={{ pt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Your public page:{' '}
            <Link href={`/${profile.shortLink}`} target="_blank" rel="noopener">
              {publicLink}
            </Link>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
