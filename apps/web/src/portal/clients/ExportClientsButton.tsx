import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { searchOf } from './clientQueries';
import { clientsCsv, downloadCsv, fetchAllClients } from './exportClients';

/** Spec 001 §2: shown when there is more than 1 client; exports every match of the search, in the list's order. */
export function ExportClientsButton() {
  const { total, filterValues, sort } = useListContext();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!total || total <= 1) return null;

  const exportAll = async () => {
    setPending(true);
    try {
      const clients = await fetchAllClients(searchOf(filterValues), sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC');
      downloadCsv(clientsCsv(clients));
    } catch {
      notify('Could not export your clients. Please try again later.', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button startIcon={<DownloadIcon />} onClick={exportAll} disabled={pending}>
      {pending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
