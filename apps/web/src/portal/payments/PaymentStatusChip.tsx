import { Chip } from '@mui/material';
import { badgeOf } from './paymentText';
import type { PaymentEntry } from './types';

/** The list's badge (spec 001 §4): Unpaid (error), Free (info), Paid (success), Upcoming (warning). */
export function PaymentStatusChip({ entry }: { entry: PaymentEntry }) {
  const { label, color } = badgeOf(entry);
  return <Chip size="small" label={label} color={color} variant={color === 'info' ? 'outlined' : 'filled'} />;
}
