import type { StoryEntry } from './appointment-story.js';
import { changesInWords, STORY_CSV_COLUMNS, storyExportRows } from './story-export.js';

const entry: StoryEntry = {
  event: {
    eventId: 'e3',
    revision: 3,
    type: 'AppointmentRescheduled',
    data: {},
    metadata: { actor: { kind: 'pro', id: 'u1', name: 'Maya Chen' }, correlationId: 'c9', origin: { ip: '203.0.113.7', userAgent: 'Firefox' } },
    occurredAt: '2026-11-02T14:00:00.000Z',
  },
  summary: 'Rescheduled from Mon, Nov 23, 2026, 10:00 AM EST to 11:00 AM EST by Maya Chen (pro)',
  changes: [
    { field: 'Starts', before: 'Mon, Nov 23, 2026, 10:00 AM EST', after: 'Mon, Nov 23, 2026, 11:00 AM EST' },
    { field: 'Practitioner note', before: '', after: 'Bring a towel' },
  ],
  after: null,
};

describe('the story export rows', () => {
  it('one row per event with both times, who, the correlation id, the origin and the changes', () => {
    expect(storyExportRows([entry], { timeZone: 'America/New_York', withOrigin: true })).toEqual([{
      Revision: '3',
      'Time (appointment zone)': 'Mon, Nov 2, 2026, 9:00 AM EST',
      'Time (UTC)': '2026-11-02T14:00:00.000Z',
      Event: 'AppointmentRescheduled',
      Summary: entry.summary,
      Actor: 'Maya Chen (pro)',
      'Correlation id': 'c9',
      IP: '203.0.113.7',
      'User agent': 'Firefox',
      Changes: 'Starts: Mon, Nov 23, 2026, 10:00 AM EST -> Mon, Nov 23, 2026, 11:00 AM EST; Practitioner note: (none) -> Bring a towel',
    }]);
    expect(Object.keys(storyExportRows([entry], { timeZone: 'UTC', withOrigin: true })[0])).toEqual([...STORY_CSV_COLUMNS]);
  });

  it("leaves the origin out for a pro", () => {
    expect(storyExportRows([entry], { timeZone: 'America/New_York', withOrigin: false })[0]).toMatchObject({ IP: '', 'User agent': '' });
  });

  it('says nothing changed with an empty text', () => {
    expect(changesInWords([])).toBe('');
  });
});
