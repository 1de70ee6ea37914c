import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { money } from '../../../payments/paymentText';

interface Props {
  outstanding?: number;
  collected?: number;
}

function Line({ label, cents, owed = false }: { label: string; cents?: number; owed?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600, color: owed && cents ? 'error.main' : undefined }}>
        {cents === undefined ? <Skeleton width={90} /> : money(cents)}
      </Typography>
    </Stack>
  );
}

/** What the client owes and what they have paid, over all their appointments. */
export function BalanceCard({ outstanding, collected }: Props) {
  return (
    <Card component="section" aria-label="Balance">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Balance
        </Typography>
        <Line label="Total outstanding" cents={outstanding} owed />
        <Line label="Total collected" cents={collected} />
      </CardContent>
    </Card>
  );
}
