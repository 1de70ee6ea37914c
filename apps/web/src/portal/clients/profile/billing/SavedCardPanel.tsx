import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetOne } from 'react-admin';
import { cardExpiry, cardLabel } from '../../../../client/payment/savedCard';
import { useCommand } from '../../../shared/useCommand';
import { CARD_FETCH_FAILED, deleteCardTexts } from './billingMessages';
import { deleteSavedCard, type CardHolderAppointment, type SavedCardRecord } from './savedCardQueries';

interface Props {
  clientName: string;
  /** One of the client's appointments (the way to their card); null when they have none; undefined while loading. */
  holder: CardHolderAppointment | null | undefined;
  /** The client's appointments could not be read, so neither can the card. */
  failed?: boolean;
  /** The client is deleted: their card can be read, not changed. */
  readOnly?: boolean;
}

/** The client's saved card (brand, last 4 digits, expiry) and Delete behind a confirmation. */
export function SavedCardPanel({ clientName, holder, failed = false, readOnly = false }: Props) {
  const { data, isPending, error } = useGetOne<SavedCardRecord>(
    'savedCards',
    { id: holder?.instantActionToken ?? '' },
    { enabled: Boolean(holder), retry: false },
  );
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useCommand(deleteCardTexts);
  const card = holder ? (data?.card ?? null) : null;

  let content;
  if (failed || error) content = <Alert severity="error">{CARD_FETCH_FAILED}</Alert>;
  else if (holder === undefined || (holder && isPending)) content = <Skeleton variant="rounded" height={48} />;
  else if (!card) content = <Typography color="text.secondary">No card on file.</Typography>;
  else
    content = (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <CreditCardIcon color="action" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{cardLabel(card)}</Typography>
          <Typography variant="body2" color="text.secondary">
            Expires {cardExpiry(card)}
          </Typography>
        </Box>
        {!readOnly && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </Stack>
    );

  return (
    <Card component="section" aria-label="Card on file">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Card on file
        </Typography>
        {content}
      </CardContent>
      {card && holder && (
        <Confirm
          isOpen={confirming}
          loading={pending}
          title="Delete payment method"
          content={`Delete ${clientName}'s ${cardLabel(card)}? Appointments that are not paid yet will need a new card.`}
          confirm="Delete"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await run(() => deleteSavedCard(holder));
            setConfirming(false);
          }}
        />
      )}
    </Card>
  );
}
