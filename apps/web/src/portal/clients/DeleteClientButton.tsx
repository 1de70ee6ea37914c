import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { deleteClientTexts } from './clientMessages';
import type { Client } from './types';

/** Delete behind a confirmation dialog; `onDeleted` runs only when the server agreed. */
export function DeleteClientButton({ client, onDeleted }: { client: Client; onDeleted?: () => void }) {
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(deleteClientTexts);
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete client"
        content={`Delete ${client.name}? They will no longer appear in your client directory. Their past appointments stay in your calendar.`}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          const deleted = await run(() => dataProvider.delete('clients', { id: client.id, previousData: client }));
          setOpen(false);
          if (deleted) onDeleted?.();
        }}
      />
    </>
  );
}
