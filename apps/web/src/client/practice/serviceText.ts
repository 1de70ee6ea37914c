// How services and locations read on the public pages (spec 000 §9: preview cut at 190 characters).
import type { PublicLocation } from './publicPractice';

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
