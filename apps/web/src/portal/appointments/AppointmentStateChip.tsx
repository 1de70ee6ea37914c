import { Chip, type ChipProps } from '@mui/material';
// Appointment.state is a String in the schema; an unknown value shows as it is.
const look: Partial<Record<string, { label: string; color: ChipProps['color'] }>> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Accepted', color: 'success' },
  unavailable: { label: 'Declined', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function AppointmentStateChip({ state }: { state: string }) {
  const { label, color } = look[state] ?? { label: state, color: 'default' };
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
