// Small pure decisions of the story's screens: the viewer's own clock, the 'As of a time' input's
// value as an instant, and which events one command caused (they share a correlation id).
import type { StoryEntry } from './storyTypes';

const viewerFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Wed, Jun 11, 2031, 4:00 PM GMT+2": the instant on the viewer's own clock. */
export function viewerTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : viewerFormat.format(date);
}

/** The viewer's zone ("Europe/Berlin"), named beside their times. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A datetime-local value ("2031-06-11T10:00") is a wall time in the viewer's zone; the API takes
 * an instant. Null when the field is empty or not a time.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** For each correlation id shared by two or more events, the revisions it links (in order). */
export function sameCommandRevisions(entries: Pick<StoryEntry, 'revision' | 'correlationId'>[]): Map<string, number[]> {
  const byId = new Map<string, number[]>();
  for (const entry of entries) {
    if (!entry.correlationId) continue;
    byId.set(entry.correlationId, [...(byId.get(entry.correlationId) ?? []), entry.revision]);
  }
  return new Map([...byId].filter(([, revisions]) => revisions.length > 1));
}

/** "same command as #3 and #4". */
export function sameCommandText(revision: number, revisions: number[]): string {
  const others = revisions.filter((r) => r !== revision).map((r) => `#${r}`);
  const list = others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}` : others[0];
  return `Same command as ${list}`;
}

/** A revision's label in the Compare selects. */
export function momentLabel(entry: Pick<StoryEntry, 'revision' | 'summary'>): string {
  const summary = entry.summary.length > 60 ? `${entry.summary.slice(0, 57)}…` : entry.summary;
  return `#${entry.revision} ${summary}`;
}
