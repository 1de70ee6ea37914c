import type { DurationUnit } from '@app/group-events/shared';
import { formatCents } from '../../../shared/formatMoney';

const UNIT_WORDS: Record<DurationUnit, [string, string]> = { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] };

/** The unit picker's labels (spec 001 §2: minutes, hours, days). */
export const DURATION_UNIT_LABELS: Record<DurationUnit, string> = { minute: 'Minutes', hour: 'Hours', day: 'Days' };

/** "45 minutes", "1 hour", "3 days". */
export function lengthText(duration: number, unit: string): string {
  const words = UNIT_WORDS[unit as DurationUnit] ?? [unit, unit];
  return `${duration} ${duration === 1 ? words[0] : words[1]}`;
}

/** "Free" or "$25.00". */
export const eventPriceText = (amountCents: number): string => formatCents(amountCents);

/** "12" or "Unlimited" (a null capacity). */
export const capacityText = (capacity: number | null | undefined): string => (capacity == null ? 'Unlimited' : String(capacity));

export const kindText = (kind: string): string => (kind === 'virtual' ? 'Virtual' : 'In person');

/** "No upcoming dates", "1 upcoming date", "4 upcoming dates". */
export function upcomingText(count: number): string {
  if (count === 0) return 'No upcoming dates';
  return `${count} upcoming ${count === 1 ? 'date' : 'dates'}`;
}

/** "3 / 10 registered", "3 / Unlimited registered". */
export const registeredText = (clientsCount: number, capacity: number | null | undefined): string =>
  `${clientsCount} / ${capacityText(capacity)} registered`;
