// The time zone list (spec 002 §9: grouped into regions), from the browser's own IANA list.
export interface TimeZoneChoice {
  id: string;
  name: string;
  region: string;
}

function offsetOf(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

function choiceOf(zone: string, at: Date): TimeZoneChoice {
  const [region, ...place] = zone.split('/');
  const city = place.length ? place.join(' / ').replace(/_/g, ' ') : zone;
  const offset = offsetOf(zone, at);
  return { id: zone, name: offset ? `${city} (${offset})` : city, region: place.length ? region : 'Other' };
}

/** Every zone, sorted by region then name; `current` is kept even when the list lacks it. */
export function timeZoneChoices(current?: string | null, at = new Date()): TimeZoneChoice[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = current && !zones.includes(current) ? [...zones, current] : zones;
  return all.map((zone) => choiceOf(zone, at)).sort((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name));
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
