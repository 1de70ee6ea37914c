// The whole story of one appointment: its events in order, each with its one-line summary and the
// appointment as it stood after it, so the page can show the headline first and the state and the
// changes (before -> after) on demand. Pure: the API reads the stream and the practice's currency.
import { appointmentAsOf, type AppointmentSnapshot, type StoryEvent } from './appointment-snapshot.js';
import { diffSnapshots, type SnapshotChange } from './snapshot-diff.js';
import { storyLine } from './story-line.js';

export interface StoryEntry {
  event: StoryEvent;
  summary: string;
  /** What this event changed of the appointment (empty for messages and attempts). */
  changes: SnapshotChange[];
  after: AppointmentSnapshot | null;
}

/** Events that only support may read (the pro's story leaves them out). */
export const SUPPORT_ONLY_EVENT_TYPES: readonly string[] = ['SupportNoteAdded'];

export const appointmentStory = (events: StoryEvent[], currency: string): StoryEntry[] => {
  let before: AppointmentSnapshot | null = null;
  return events.map((event, i) => {
    const after = appointmentAsOf(events.slice(0, i + 1)) ?? before;
    const summary = storyLine(event, { currency, before, earlier: events.slice(0, i) });
    const changes = diffSnapshots(before, after, currency);
    before = after;
    return { event, summary, changes, after };
  });
};
