// An event's details on demand: what it changed, the e-mail as sent, the payment's keys, who did it
// from where, and the correlation id that ties it to the other events of the same command.
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KeyValueTable } from '../../appointments/history/KeyValueTable';
import { actorLabel } from '../../appointments/history/historyLabels';
import type { Actor } from '../../appointments/history/historyQueries';
import { ChangesTable } from './ChangesTable';
import { DetailList } from './DetailList';
import { EmailPreview } from './EmailPreview';
import type { StoryEntry } from './storyTypes';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function EntryDetails({ entry, sameCommand }: { entry: StoryEntry; sameCommand: string | null }) {
  const payment = entry.payment;
  return (
    <Stack sx={{ gap: 2 }}>
      <Part title="What changed">
        <ChangesTable changes={entry.changes} caption={`Changes of event #${entry.revision}`} empty="No field of the appointment changed." />
      </Part>
      {entry.email && (
        <Part title="E-mail">
          <EmailPreview email={entry.email} revision={entry.revision} />
        </Part>
      )}
      {payment && (
        <Part title="Payment">
          <DetailList
            mono
            details={[
              ['Provider', payment.provider],
              ['Provider reference', payment.providerReference],
              ['Idempotency key', payment.idempotencyKey],
              ['Transaction', payment.transactionId],
            ]}
          />
        </Part>
      )}
      <Part title="Who and where">
        <DetailList
          details={[
            ['Actor', actorLabel(entry.actor as Actor | null)],
            ['IP', entry.origin?.ip],
            ['User agent', entry.origin?.userAgent],
            ['Correlation id', entry.correlationId],
            ['Linked events', sameCommand],
            ['Event', `${entry.type} · ${entry.eventId}`],
            ['Recorded at (UTC)', entry.occurredAt],
          ]}
        />
      </Part>
      <Part title="Event data">
        <KeyValueTable value={entry.data} caption={`Data of event #${entry.revision}`} />
      </Part>
    </Stack>
  );
}
