import { Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PaymentRows } from '../../../payments/PaymentRows';
import { PaymentsEmpty } from '../../../payments/PaymentsEmpty';
import { DEFAULT_FILTER, DEFAULT_PAGE_SIZE, type PaymentFilter } from '../../../payments/types';
import { usePaymentDirectory } from '../../../payments/usePaymentDirectory';
import type { Client } from '../../types';
import { BalanceCard } from './BalanceCard';
import { SavedCardPanel } from './SavedCardPanel';
import { useCardHolder } from './useCardHolder';

/**
 * /portal/clients/{id}/billing (spec 001 §2 "Client profile"): the client's balance (outstanding
 * and collected), their saved card, and their payments: the payment directory's rows for this client.
 */
export function ClientBillingTab({ client }: { client: Client }) {
  // A fresh tab per client: its page, and the appointment its card is read through, are that client's.
  return <ClientBilling key={client.id} client={client} />;
}

function ClientBilling({ client }: { client: Client }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const filter: PaymentFilter = { ...DEFAULT_FILTER, clientId: client.id };
  const { rows, total, summary, isPending, isFetching, error, refetch } = usePaymentDirectory(filter, { page, perPage });
  const holder = useCardHolder(client.id, rows, isPending || Boolean(error));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Stack sx={{ gap: 2, width: { xs: '100%', md: 320 }, flexShrink: 0, order: { md: 2 } }}>
        <BalanceCard outstanding={summary?.totalOutstanding} collected={summary?.totalCollected} />
        <SavedCardPanel clientName={client.name} holder={holder} failed={Boolean(error)} readOnly={Boolean(client.deletedAt)} />
      </Stack>
      <Card component="section" aria-label="Client payments" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          Payments
        </Typography>
        <PaymentRows
          rows={rows}
          total={total}
          page={page}
          perPage={perPage}
          isPending={isPending}
          isFetching={isFetching && !isPending}
          error={error}
          onRetry={() => refetch()}
          onPage={setPage}
          onPerPage={(size) => {
            setPerPage(size);
            setPage(1);
          }}
          empty={<PaymentsEmpty filtered={false} />}
          hideClient
        />
      </Card>
    </Stack>
  );
}
