import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CollectedChart } from './CollectedChart';
import { ExportPaymentsButton } from './ExportPaymentsButton';
import { PaymentFilters } from './PaymentFilters';
import { PaymentRows } from './PaymentRows';
import { PaymentsEmpty, StartAcceptingPayments } from './PaymentsEmpty';
import { PaymentTotals } from './PaymentTotals';
import { DATE_FILTERS } from './types';
import { usePaymentDirectory } from './usePaymentDirectory';
import { usePaymentsParams } from './usePaymentsParams';

/**
 * /portal/payments (spec 001 §2 "Payments page"): totals collected and outstanding, money collected
 * per week, and every appointment's payment, filtered by dates, status and a client search.
 */
export function PaymentsPage() {
  const basename = useBasename();
  const { filter, page, perPage, update, filtered, clear } = usePaymentsParams();
  const { rows, total, summary, isPending, isFetching, error, refetch } = usePaymentDirectory(filter, { page, perPage });
  const period = DATE_FILTERS.find((option) => option.value === filter.dateFilter)!.label;
  const search = filter.search?.trim();
  const covers = search ? `${period} · clients matching “${search}”` : period;
  const neverPaid = summary !== undefined && summary.everyPaymentCount === 0;

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Payments" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Payments
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {summary?.requireCcEnabled && (
            <Button component={RouterLink} to={`${basename}/settings/banking`} startIcon={<SettingsIcon />}>
              Settings
            </Button>
          )}
          {!neverPaid && <ExportPaymentsButton filter={filter} disabled={isPending || total === 0} />}
        </Stack>
      </Stack>

      {neverPaid && !summary.hasPaymentProvider ? (
        <Card>
          <StartAcceptingPayments />
        </Card>
      ) : error && !summary ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          Could not load payments. Please try again later.
        </Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <PaymentTotals collected={summary?.totalCollected} outstanding={summary?.totalOutstanding} period={covers} />
          <CollectedChart weeks={summary?.collectedByWeek} period={covers} />
          <Card component="section" aria-label="Payment list">
            <Box sx={{ p: 2, pb: 1 }}>
              <PaymentFilters
                filter={filter}
                onDate={(date) => update({ date })}
                onState={(state) => update({ state })}
                onSearch={(q) => update({ q })}
              />
            </Box>
            <PaymentRows
              rows={rows}
              total={total}
              page={page}
              perPage={perPage}
              isPending={isPending}
              isFetching={isFetching && !isPending}
              error={error}
              onRetry={() => refetch()}
              onPage={(next) => update({ page: next })}
              onPerPage={(size) => update({ perPage: size })}
              empty={<PaymentsEmpty filtered={filtered} onClear={clear} />}
            />
          </Card>
        </Stack>
      )}
    </Box>
  );
}
