import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadCsv } from '../clients/exportClients';
import { exportFileName, paymentsCsv } from './exportPayments';
import { fetchAllPayments } from './paymentQueries';
import type { PaymentFilter } from './types';

/** Downloads every payment matching the filters and search (all pages) as CSV. */
export function ExportPaymentsButton({ filter, disabled = false }: { filter: PaymentFilter; disabled?: boolean }) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const exportAll = async () => {
    setPending(true);
    try {
      downloadCsv(paymentsCsv(await fetchAllPayments(filter)), exportFileName(filter));
    } catch {
      notify('Could not export your payments. Please try again later.', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportAll} disabled={disabled || pending}>
      {pending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
