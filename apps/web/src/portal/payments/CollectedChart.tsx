import { Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { money, weekLabel } from './paymentText';
import type { WeekTotal } from './types';

interface Props {
  weeks?: WeekTotal[];
  period: string;
}

/** Money collected per week over the chosen dates, as bars (weeks the server lists, oldest first). */
export function CollectedChart({ weeks, period }: Props) {
  const theme = useTheme();
  const dataset = (weeks ?? []).map((week) => ({ week: weekLabel(week.weekStart), dollars: week.collectedCents / 100 }));
  const nothing = weeks !== undefined && weeks.every((week) => week.collectedCents === 0);
  return (
    <Card component="section" aria-label="Collected per week">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Collected per week
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {period}
        </Typography>
        {weeks === undefined ? (
          <Skeleton variant="rounded" height={200} sx={{ mt: 1 }} />
        ) : nothing ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            Nothing collected in this period.
          </Typography>
        ) : (
          <BarChart
            height={220}
            dataset={dataset}
            xAxis={[{ scaleType: 'band', dataKey: 'week', tickLabelMinGap: 12 }]}
            yAxis={[{ valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`, width: 64 }]}
            series={[{ dataKey: 'dollars', label: 'Collected', color: theme.palette.primary.main, valueFormatter: (value) => money(Math.round((value ?? 0) * 100)) }]}
            hideLegend
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
