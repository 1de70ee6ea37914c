// The Activity tab: every sale, redemption and redemption given back, newest first, with the card's (masked) code, the
// amount and what is left on the card. A table on wide screens, cards below 768 px.
import { Alert, Box, Button, Card, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { fetchGiftCardActivity, giftCardMoney, type GiftCardActivityRow } from './giftCardCalls';
import { RedeemGiftCardDialog } from './RedeemGiftCardDialog';

const dateOf = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const kindLabel = (row: GiftCardActivityRow): string => (row.kind === 'sale' ? 'Sold' : row.kind === 'release' ? 'Returned (booking declined or cancelled)' : 'Redeemed');
const who = (row: GiftCardActivityRow): string => (row.kind === 'sale' ? `${row.buyerName} → ${row.recipientName}` : row.recipientName);

export function GiftCardActivityTab() {
  const [redeeming, setRedeeming] = useState(false);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', pb: 1 }}>
        <Button variant="outlined" onClick={() => setRedeeming(true)}>Redeem a gift card</Button>
      </Stack>
      <ActivityList />
      <RedeemGiftCardDialog open={redeeming} onClose={() => setRedeeming(false)} />
    </>
  );
}

function ActivityList() {
  const { data: rows, error, loading } = useRefreshedRead(fetchGiftCardActivity);
  const narrow = useMediaQuery('(max-width:767.95px)');
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading activity" />
      </Box>
    );
  }
  if (error && !rows) return <Alert severity="error">{`Could not load the activity: ${error.message}`}</Alert>;
  if (!rows?.length) return <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>No gift cards sold yet.</Typography>;
  if (narrow) {
    return (
      <Stack spacing={1.5} data-testid="gift-card-activity">
        {rows.map((row) => (
          <Card key={row.id} variant="outlined" sx={{ p: 1.5 }} data-testid="gift-card-activity-row">
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{kindLabel(row)} {giftCardMoney(row.amountCents, row.currency)}</Typography>
              <Typography color="text.secondary">{dateOf(row.at)}</Typography>
            </Stack>
            <Typography variant="body2">{who(row)} · {row.code}</Typography>
            <Typography variant="body2" color="text.secondary">Balance {giftCardMoney(row.balanceCents, row.currency)}</Typography>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label="Gift card activity" data-testid="gift-card-activity">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Activity</TableCell>
          <TableCell>Code</TableCell>
          <TableCell>From / to</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="gift-card-activity-row">
            <TableCell>{dateOf(row.at)}</TableCell>
            <TableCell>{kindLabel(row)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.code}</TableCell>
            <TableCell>{who(row)}</TableCell>
            <TableCell align="right">{row.kind === 'redemption' ? '−' : row.kind === 'release' ? '+' : ''}{giftCardMoney(row.amountCents, row.currency)}</TableCell>
            <TableCell align="right">{giftCardMoney(row.balanceCents, row.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
