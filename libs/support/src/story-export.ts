// The story as a dispute file (issue 19 item 5): one row per event with its time in the
// appointment's zone and in UTC, the summary, who, the correlation id, the origin (support only)
// and the changes in words. The CSV and the PDF both lay out these rows.
import type { StoryEntry } from './appointment-story.js';
import type { SnapshotChange } from './snapshot-diff.js';
import { actorWords } from './story-line.js';
import { formatInZone } from './support-format.js';

export const STORY_CSV_COLUMNS = ['Revision', 'Time (appointment zone)', 'Time (UTC)', 'Event', 'Summary', 'Actor', 'Correlation id', 'IP', 'User agent', 'Changes'] as const;
export type StoryCsvRow = Record<(typeof STORY_CSV_COLUMNS)[number], string>;

/** "Starts: Mon ... -> Mon ...; Price: $90.00 -> $110.00". */
export const changesInWords = (changes: SnapshotChange[]): string => changes.map((c) => `${c.field}: ${c.before || '(none)'} -> ${c.after || '(none)'}`).join('; ');

export interface StoryExportOptions {
  timeZone: string;
  /** Support sees where a request came from; a pro does not. */
  withOrigin: boolean;
}

export const storyExportRows = (entries: StoryEntry[], { timeZone, withOrigin }: StoryExportOptions): StoryCsvRow[] =>
  entries.map(({ event, summary, changes }) => {
    const origin = (withOrigin ? event.metadata.origin : null) as { ip?: string; userAgent?: string } | null;
    return {
      Revision: String(event.revision),
      'Time (appointment zone)': formatInZone(event.occurredAt, timeZone),
      'Time (UTC)': event.occurredAt,
      Event: event.type,
      Summary: summary,
      Actor: actorWords(event.metadata.actor as never),
      'Correlation id': String(event.metadata.correlationId ?? ''),
      IP: origin?.ip ?? '',
      'User agent': origin?.userAgent ?? '',
      Changes: changesInWords(changes),
    };
  });
