// An e-mail the product sent, as the client saw it: its HTML in an iframe with every sandbox
// restriction (sandbox="": no scripts, no forms, no navigation, its own origin) so nothing in it can
// act on the portal, and its calendar file as a download.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { StoryEntry } from './storyTypes';

type Email = NonNullable<StoryEntry['email']>;

/** A data: URL needs no clean-up (a Blob URL would have to be revoked). */
const icsHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

export function EmailPreview({ email, revision }: { email: Email; revision: number }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        To {email.to} · “{email.subject}”
      </Typography>
      {email.html ? (
        <Box
          component="iframe"
          sandbox=""
          srcDoc={email.html}
          title={`E-mail “${email.subject}” as sent`}
          sx={{ display: 'block', width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, mt: 1, bgcolor: 'common.white' }}
        />
      ) : (
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, bgcolor: 'grey.100', p: 1, borderRadius: 1 }}>
          {email.text ?? 'No text was kept for this e-mail.'}
        </Box>
      )}
      {email.ics && (
        <Button size="small" component="a" href={icsHref(email.ics)} download={`event-${revision}.ics`} startIcon={<DownloadIcon />} sx={{ mt: 1 }}>
          Download the calendar file (.ics)
        </Button>
      )}
    </Box>
  );
}
