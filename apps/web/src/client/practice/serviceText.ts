// How services and locations read on the public pages (spec 000 §9: preview cut at 190 characters).
import type { PublicLocation, PublicService } from './publicPractice';

export const DESCRIPTION_PREVIEW_LENGTH = 190;

export function descriptionPreview(description: string): { text: string; cut: boolean } {
  if (description.length <= DESCRIPTION_PREVIEW_LENGTH) return { text: description, cut: false };
  return { text: `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`, cut: true };
}

/** "45 min", "1 hr", "1 hr 30 min" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** The words the portal's service list uses for an add-on that adds no time. */
export const NO_EXTRA_TIME = 'No extra time';

/** How long a service lasts, or what an add-on adds: "15 min" (or "+15 min"), and 'No extra time' for none. */
export function serviceDuration(service: Pick<PublicService, 'addOn'>, minutes: number, { plus = false } = {}): string {
  if (service.addOn && minutes === 0) return NO_EXTRA_TIME;
  return `${plus ? '+' : ''}${formatDuration(minutes)}`;
}

export interface LengthOption {
  /** null for the service's own length, else its variation. */
  id: string | null;
  timeLength: number;
  amountCents: number;
}

/** The service's own length and its variations, shortest first (then cheapest). */
export function lengthOptions(service: Pick<PublicService, 'timeLength' | 'amountCents' | 'variations'>): LengthOption[] {
  const own: LengthOption = { id: null, timeLength: service.timeLength, amountCents: service.amountCents };
  return [own, ...service.variations].sort((a, b) => a.timeLength - b.timeLength || a.amountCents - b.amountCents);
}

/** The street address, '(Video)' or '(Phone Call)' for virtual locations (spec 000 §2.2). */
export function locationDetail(location: PublicLocation): string {
  if (location.kind === 'virtual') return location.virtualType === 'phone' ? '(Phone Call)' : '(Video)';
  const cityLine = [location.city, [location.stateProvince, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [location.address, cityLine].filter(Boolean).join(', ');
}

/** "Online (Video)", "Downtown studio · 120 Court St, Brooklyn, NY 11201" */
export function locationLabel(location: PublicLocation): string {
  const detail = locationDetail(location);
  if (!detail) return location.name;
  return location.kind === 'virtual' ? `${location.name} ${detail}` : `${location.name} · ${detail}`;
}

/** "24 hours", "2 days", "30 minutes": how far ahead a booking must be made. */
export function formatLeadTime(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0 && minutes >= 2880) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
