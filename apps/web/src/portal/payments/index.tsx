// The payments resource: the payment directory at /portal/payments, loaded on first visit (its
// chart stays out of the portal's main chunk). A client's own payments are the same rows filtered
// by clientId, on the client's Billing tab (clients/profile/billing).
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

const PaymentsPage = lazy(() => import('./PaymentsPage').then((module) => ({ default: module.PaymentsPage })));

function PaymentsRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
          <CircularProgress aria-label="Loading payments" />
        </Box>
      }
    >
      <PaymentsPage />
    </Suspense>
  );
}

export const payments = {
  name: 'payments',
  list: PaymentsRoute,
  icon: PaymentsIcon,
};
