import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/formatTime';
import { IcsDownloadLink } from './IcsDownloadLink';
import { MailHtmlFrame } from './MailHtmlFrame';
import { templateLabel } from './mailText';
import type { MailboxItem } from './types';

/** One sent e-mail: who, when, the HTML and text bodies, and its calendar attachment. */
export function MailView({ mail }: { mail: MailboxItem }) {
  const basename = useBasename();
  // An invitation is about a client; every other e-mail about an appointment.
  const about = mail.clientId
    ? { to: `${basename}/clients/${mail.clientId}`, label: 'Open client' }
    : mail.appointmentId
      ? { to: `${basename}/appointments/${mail.appointmentId}/history`, label: 'Appointment history' }
      : null; // about neither (a gift card's e-mail to its recipient)
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Typography variant="body2">
          <strong>To:</strong> {mail.to}
        </Typography>
        <Typography variant="body2">
          <strong>Sent:</strong> {formatDateTime(mail.sentAt, mail.timeZone)}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={templateLabel(mail.template)} />
          {about && (
            <Button size="small" component={Link} to={about.to}>
              {about.label}
            </Button>
          )}
        </Stack>
      </Box>
      <section aria-label="HTML version">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          As the recipient sees it
        </Typography>
        <MailHtmlFrame html={mail.html} title={`E-mail: ${mail.subject}`} />
      </section>
      <section aria-label="Plain text version">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Plain text
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: 14 }}
        >
          {mail.text}
        </Box>
      </section>
      {mail.ics && (
        <section aria-label="Attachment">
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Attachment
          </Typography>
          <IcsDownloadLink ics={mail.ics} fileName={`${mail.clientId ? 'invitation' : 'appointment'}-${(mail.appointmentId || mail.clientId || 'mail').slice(0, 8)}.ics`} />
        </section>
      )}
    </Stack>
  );
}
