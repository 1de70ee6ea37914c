import { Alert, Box, Button, LinearProgress, Skeleton, Stack, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { PaymentMobileList } from './PaymentMobileList';
import { PaymentPagination } from './PaymentPagination';
import { PaymentTable } from './PaymentTable';
import type { PaymentEntry } from './types';

interface Props {
  rows: PaymentEntry[];
  total: number;
  page: number;
  perPage: number;
  isPending: boolean;
  /** A later page or filter is loading: the rows shown are the previous ones. */
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  /** What shows when there are no rows. */
  empty: ReactNode;
  hideClient?: boolean;
}

/** The directory's rows with their states: loading, failed, empty, a table (a list of cards below 768px), the paging. */
export function PaymentRows({ rows, total, page, perPage, isPending, isFetching, error, onRetry, onPage, onPerPage, empty, hideClient }: Props) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  if (isPending) {
    return (
      <Stack sx={{ gap: 1, p: 2 }} aria-busy="true" aria-label="Loading payments">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        Could not load payments. Please try again later.
      </Alert>
    );
  }
  return (
    <Box sx={{ position: 'relative' }} aria-busy={isFetching}>
      <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, visibility: isFetching ? 'visible' : 'hidden' }} />
      {rows.length === 0 ? (
        empty
      ) : narrow ? (
        <Box sx={{ pt: 1, px: 1.5 }}>
          <PaymentMobileList rows={rows} hideClient={hideClient} />
        </Box>
      ) : (
        <PaymentTable rows={rows} hideClient={hideClient} />
      )}
      {total > 0 && <PaymentPagination total={total} page={page} perPage={perPage} onPage={onPage} onPerPage={onPerPage} />}
    </Box>
  );
}
