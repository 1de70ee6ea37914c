import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { money } from './paymentText';

interface Props {
  collected?: number;
  outstanding?: number;
  /** What the totals cover: "This month", "All time". */
  period: string;
}

function Total({ label, cents, period, tone }: { label: string; cents?: number; period: string; tone?: 'error.main' }) {
  return (
    <Card component="section" aria-label={label} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, color: cents ? tone : undefined, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {cents === undefined ? <Skeleton width={120} /> : money(cents)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {period}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The cards at the top: money collected and money still owed, over the chosen dates. */
export function PaymentTotals({ collected, outstanding, period }: Props) {
  return (
    <Stack direction="row" sx={{ gap: { xs: 1, sm: 2 } }}>
      <Total label="Total collected" cents={collected} period={period} />
      <Total label="Total outstanding" cents={outstanding} period={period} tone="error.main" />
    </Stack>
  );
}
