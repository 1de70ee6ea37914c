import { Chip, type ChipProps } from '@mui/material';
import type { AppointmentState } from './types';

const look: Record<AppointmentState, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function AppointmentStateChip({ state }: { state: AppointmentState }) {
  const { label, color } = look[state] ?? { label: state, color: 'default' };
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
