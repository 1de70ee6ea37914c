import { formatCents } from '../../shared/formatMoney';
import type { Service } from './types';

const PREVIEW_LENGTH = 190; // spec 002 §5

export function descriptionPreview(description: string): string {
  return description.length > PREVIEW_LENGTH ? `${description.slice(0, PREVIEW_LENGTH).trimEnd()}…` : description;
}

function options(service: Pick<Service, 'timeLength' | 'amountCents' | 'variations'>) {
  return [{ timeLength: service.timeLength, amountCents: service.amountCents }, ...service.variations];
}

/** "60 min", or "60, 90 min" with variations. */
export function durationText(service: Pick<Service, 'timeLength' | 'amountCents' | 'variations'>): string {
  const minutes = [...new Set(options(service).map((o) => o.timeLength))].sort((a, b) => a - b);
  if (minutes.length === 1 && minutes[0] === 0) return 'No extra time';
  return `${minutes.join(', ')} min`;
}

/** "Free", "$90.00", or "$90.00 – $130.00" with variations. */
export function priceText(service: Pick<Service, 'timeLength' | 'amountCents' | 'variations'>): string {
  const cents = options(service).map((o) => o.amountCents);
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high ? formatCents(low) : `${formatCents(low)} – ${formatCents(high)}`;
}

/** "$12.50" for 1250 in the price field, without the sign: "12.50". */
export function centsToDollarsText(cents: unknown): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';
}

/** Whole cents for "12", "12.5" or "12.50" (commas and a leading $ allowed); null otherwise. */
export function dollarsTextToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(cleaned)) return null;
  const [dollars, fraction = ''] = cleaned.split('.');
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}
