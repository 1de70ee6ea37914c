import type { IntakeFormEvent } from '#app/intake-forms';
import { recorded, replay } from '../../testing/recorded-event.js';
import { intakeFormDesignsProjection as projection } from './intake-form-designs.projection.js';

const event = (e: IntakeFormEvent, streamId = 'practice-p1') => recorded(e, { streamId });
const saved = (saveNo: number, data: string) => event({ type: 'IntakeFormSaved', data: { data, saveNo, savedAt: `2031-06-1${saveNo}T10:00:00.000Z` } });
const theme = event({ type: 'IntakeFormThemeSaved', data: { data: '{"isPanelless":true}', savedAt: '2031-06-11T10:00:00.000Z' } });

describe('intake form designs projection', () => {
  it("follows the practice stream's intake form events, one document per practice", () => {
    expect(projection.eventTypes).toEqual(['IntakeFormSaved', 'IntakeFormThemeSaved']);
    expect(projection.documentId(saved(1, '{}'))).toBe('p1');
  });

  it('keeps the last saved form with its save number, and the theme', () => {
    expect(replay(projection.evolve, [saved(1, '{"a":1}'), theme, saved(2, '{"a":2}')])).toEqual({
      id: 'p1', data: '{"a":2}', saveNo: 2, savedAt: '2031-06-12T10:00:00.000Z', theme: '{"isPanelless":true}',
    });
  });

  it('a theme saved before any form leaves the form empty', () => {
    expect(replay(projection.evolve, [theme])).toEqual({ id: 'p1', data: null, saveNo: 0, savedAt: null, theme: '{"isPanelless":true}' });
  });
});
