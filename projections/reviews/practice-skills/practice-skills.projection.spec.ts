import type { PracticeSkillsEvent } from '#app/reviews';
import { OCCURRED_AT, recorded, replay } from '../../testing/recorded-event.js';
import { practiceSkillsProjection as projection } from './practice-skills.projection.js';

const event = (e: PracticeSkillsEvent) => recorded(e, { streamId: 'practiceSkills-p1' });

describe('practice skills projection', () => {
  it('one document per practice holding the latest whole list', () => {
    expect(projection.documentId(event({ type: 'PracticeSkillsMoved', data: { practiceId: 'p1', skillIds: [] } }))).toBe('p1');
    const doc = replay(projection.evolve, [
      event({ type: 'PracticeSkillsUpdated', data: { practiceId: 'p1', skillIds: ['reiki', 'yoga', 'cupping'] } }),
      event({ type: 'PracticeSkillsMoved', data: { practiceId: 'p1', skillIds: ['cupping', 'reiki', 'yoga'] } }),
      event({ type: 'PracticeSkillDeleted', data: { practiceId: 'p1', skillId: 'reiki', skillIds: ['cupping', 'yoga'] } }),
    ]);
    expect(doc).toEqual({ id: 'p1', skillIds: ['cupping', 'yoga'], updatedAt: OCCURRED_AT });
  });
});
