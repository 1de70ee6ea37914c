import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { deleteServiceTexts } from './serviceMessages';
import type { Service } from './types';

/** Delete behind a confirmation; `blockedBecause` disables it with that reason. */
export function DeleteServiceButton({ service, blockedBecause }: { service: Service; blockedBecause?: string }) {
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(deleteServiceTexts);
  return (
    <>
      <Tooltip title={blockedBecause ?? 'Delete'}>
        <span>
          <IconButton aria-label={`Delete ${service.name}`} disabled={Boolean(blockedBecause) || pending} onClick={() => setOpen(true)}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete service"
        content={`Delete "${service.name}"? Clients will no longer be able to book it.`}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await run(() => dataProvider.delete('services', { id: service.id, previousData: service }));
          setOpen(false);
        }}
      />
    </>
  );
}
