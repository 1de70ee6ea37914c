import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { eventTypeCommands } from './eventTypeCalls';
import { deleteEventTypeTexts } from './eventTypeMessages';

/** Delete behind a confirmation. */
export function DeleteEventTypeButton({ id, name, onDeleted }: { id: string; name: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(deleteEventTypeTexts);
  return (
    <>
      <Button color="error" disabled={pending} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete event type"
        content={`Delete "${name}"? Its public page will be removed.`}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          const deleted = await run(() => eventTypeCommands.remove(id));
          setOpen(false);
          if (deleted) onDeleted();
        }}
      />
    </>
  );
}
