import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { deleteLocationTexts } from './locationMessages';
import type { Location } from './types';

/** Only a disabled location can be deleted (canDelete); asks first. */
export function DeleteLocationButton({ location }: { location: Location }) {
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(deleteLocationTexts);
  return (
    <>
      <Button size="small" color="error" disabled={pending} aria-label={`Delete ${location.name}`} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete location"
        content={`Delete "${location.name}" and its hours? This cannot be undone.`}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await run(() => dataProvider.delete('locations', { id: location.id, previousData: location }));
          setOpen(false);
        }}
      />
    </>
  );
}
