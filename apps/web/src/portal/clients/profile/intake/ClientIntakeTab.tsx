import { Alert, Box, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useBasename, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, visitorTimeZone } from '../../../../shared/formatTime';
import { usePracticeFlags } from '../../../practice/usePracticeFlags';
import type { Client } from '../../types';
import type { ClientIntake } from './clientIntakeQueries';
import { IntakeAnswers } from './IntakeAnswers';
import { SendIntakeFormButton } from './SendIntakeFormButton';

/** In the pro's own zone: an instant, not a time of the practice's calendar. */
const when = (iso: string) => formatDateTime(iso, visitorTimeZone());

/**
 * /portal/clients/{id}/intake_form (spec 001 §2 "Client profile"): the client's answers to the
 * intake form, when they came and when it was last sent, and Send intake form.
 */
export function ClientIntakeTab({ client }: { client: Client }) {
  const flags = usePracticeFlags();
  const basename = useBasename();
  const { data: intake, isPending, error } = useGetOne<ClientIntake>('clientIntake', { id: client.id }, { enabled: flags?.clientNotesEnabled === true });

  if (flags && !flags.clientNotesEnabled) return <Alert severity="info">Intake forms are not enabled for your practice.</Alert>;
  if (!flags || isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress size={32} aria-label="Loading intake form" />
      </Box>
    );
  }
  if (error || !intake) return <Alert severity="error">Could not load the intake form. Please try again later.</Alert>;

  const answered = intake.intakeForm;
  const sentAt = intake.intakeLastSentAt;
  const waiting = sentAt && !intake.intakeFormSubmitted;
  return (
    <Card component="section" aria-label="Intake form">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
          <Box>
            <Typography variant="h6" component="h2">
              Intake form
            </Typography>
            {answered && <Typography variant="body2">Submitted {when(answered.time)}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {sentAt ? `Last sent ${when(sentAt)}` : 'Never sent'}
              {client.email ? ` · ${client.email}` : ''}
            </Typography>
          </Box>
          {!client.deletedAt && <SendIntakeFormButton clientId={client.id} again={Boolean(sentAt)} disabled={!client.email} />}
        </Stack>
        {!client.email && !client.deletedAt && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Add an email address to this client to send them the intake form.
          </Alert>
        )}
        {waiting && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {answered
              ? 'A new intake form was sent and is not filled in yet. The answers below are from the last one.'
              : `${client.firstName} has not filled in the intake form yet.`}
          </Alert>
        )}
        {answered ? (
          <IntakeAnswers form={answered.form} data={answered.data} />
        ) : (
          !sentAt && (
            <Box sx={{ py: 3, textAlign: 'center' }}>
              <Typography sx={{ mb: 1 }}>No intake form yet.</Typography>
              <Typography variant="body2" color="text.secondary">
                Send {client.firstName} your intake form; their answers will show here. Design the form in{' '}
                <Link component={RouterLink} to={`${basename}/settings/intake_forms`}>
                  Settings › Intake Form
                </Link>
                .
              </Typography>
            </Box>
          )
        )}
      </CardContent>
    </Card>
  );
}
