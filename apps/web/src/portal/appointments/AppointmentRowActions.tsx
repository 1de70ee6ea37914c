import { Stack } from '@mui/material';
import { usePermissions, useRecordContext } from 'react-admin';
import { AcceptButton } from './AcceptButton';
import { CancelButton } from './CancelButton';
import { DeclineButton } from './DeclineButton';
import { HistoryButton } from './HistoryButton';
import type { Appointment } from './types';

/** Buttons per state (spec 001 §4). Support staff only read: they get History alone. */
export function AppointmentRowActions({ wrap = false }: { label?: string; wrap?: boolean }) {
  const appointment = useRecordContext<Appointment>();
  const { permissions } = usePermissions<string>();
  if (!appointment) return null;
  const canAct = permissions === 'pro';
  const cancellable = (appointment.state === 'pending' || appointment.state === 'approved') && !appointment.past;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {canAct && appointment.state === 'pending' && (
        <>
          <AcceptButton appointment={appointment} />
          <DeclineButton appointment={appointment} />
        </>
      )}
      {canAct && cancellable && <CancelButton appointment={appointment} />}
      <HistoryButton appointment={appointment} />
    </Stack>
  );
}
