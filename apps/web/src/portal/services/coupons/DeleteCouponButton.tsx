import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { couponCommands } from './couponCalls';
import { DELETE_CONFIRM, deleteCouponTexts } from './couponMessages';

/** Delete behind the spec's confirmation ('Are you sure you want to delete this coupon?'). */
export function DeleteCouponButton({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(deleteCouponTexts);
  return (
    <>
      <Button color="error" disabled={pending} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete coupon"
        content={DELETE_CONFIRM}
        confirm="Delete"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          const deleted = await run(() => couponCommands.remove(id));
          setOpen(false);
          if (deleted) onDeleted();
        }}
      />
    </>
  );
}
