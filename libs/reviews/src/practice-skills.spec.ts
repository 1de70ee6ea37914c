import { deciderSpec } from '#testing/es';
import { ReviewMessages as M } from './review-messages.js';
import { parseSkillPositions, practiceSkillsDecider, type PracticeSkillsCommand, type PracticeSkillsEvent } from './practice-skills.js';
import { isSpecialty, SPECIALTIES } from './specialties.js';

const spec = deciderSpec(practiceSkillsDecider);
const update = (skillIds: string[]): PracticeSkillsCommand => ({ type: 'UpdateSkills', practiceId: 'p1', skillIds, isSpecialty });
const updated = (skillIds: string[]): PracticeSkillsEvent => ({ type: 'PracticeSkillsUpdated', data: { practiceId: 'p1', skillIds } });
const move = (positions: [string, number][]): PracticeSkillsCommand => ({ type: 'MoveSkills', practiceId: 'p1', positions: positions.map(([skillId, position]) => ({ skillId, position })) });
const three = [updated(['reiki', 'acupuncture', 'swedish-massage'])];

describe('practice keywords', () => {
  it('the keywords become the given specialties, in order, duplicates once', () => {
    spec.given([]).when(update(['reiki', 'acupuncture', 'reiki'])).then([updated(['reiki', 'acupuncture'])]);
    spec.given(three).when(update(['swedish-massage', 'reiki'])).then([updated(['swedish-massage', 'reiki'])]);
    spec.given(three).when(update([])).then([updated([])]);
  });

  it('the same list changes nothing', () => spec.given(three).when(update(['reiki', 'acupuncture', 'swedish-massage', 'acupuncture'])).thenNothingHappens());

  it('only specialties from the list', () => spec.given([]).when(update(['reiki', 'underwater-basket-weaving'])).thenThrows(M.unknownSpecialty));

  it('at most 50 keywords', () => {
    const ids = SPECIALTIES.map((s) => s.id);
    spec.given([]).when(update(ids.slice(0, 50))).then([updated(ids.slice(0, 50))]);
    spec.given([]).when(update(ids.slice(0, 51))).thenThrows('You can select a maximum of 50 keywords');
    spec.given([]).when(update([...ids.slice(0, 50), ids[0]!])).then([updated(ids.slice(0, 50))]);
  });

  it('deletes a keyword it has; an unknown one is not found', () => {
    spec.given(three).when({ type: 'DeleteSkill', practiceId: 'p1', skillId: 'acupuncture' })
      .then([{ type: 'PracticeSkillDeleted', data: { practiceId: 'p1', skillId: 'acupuncture', skillIds: ['reiki', 'swedish-massage'] } }]);
    spec.given(three).when({ type: 'DeleteSkill', practiceId: 'p1', skillId: 'tarot-reading' }).thenThrows('Keyword not found');
    spec.given([]).when({ type: 'DeleteSkill', practiceId: 'p1', skillId: 'reiki' }).thenThrows(M.keywordNotFound);
  });

  it('moves the keywords to their 1-based positions', () => {
    spec.given(three).when(move([['reiki', 3], ['acupuncture', 1], ['swedish-massage', 2]]))
      .then([{ type: 'PracticeSkillsMoved', data: { practiceId: 'p1', skillIds: ['acupuncture', 'swedish-massage', 'reiki'] } }]);
    spec.given(three).when(move([['swedish-massage', 3], ['reiki', 1], ['acupuncture', 2]])).thenNothingHappens();
  });

  it('a move lists each keyword once, at positions 1 to N', () => {
    for (const positions of [
      [['reiki', 1], ['acupuncture', 2]],
      [['reiki', 1], ['acupuncture', 2], ['swedish-massage', 3], ['tarot-reading', 4]],
      [['reiki', 1], ['acupuncture', 2], ['tarot-reading', 3]],
      [['reiki', 1], ['reiki', 2], ['acupuncture', 3]],
      [['reiki', 1], ['acupuncture', 1], ['swedish-massage', 3]],
      [['reiki', 0], ['acupuncture', 1], ['swedish-massage', 2]],
      [['reiki', 2], ['acupuncture', 3], ['swedish-massage', 4]],
    ] as [string, number][][]) {
      spec.given(three).when(move(positions)).thenThrows(M.invalidOrder);
    }
  });

  it('reads "<id>:<position>" strings; a malformed one makes the whole null', () => {
    expect(parseSkillPositions(['reiki:2', ' acupuncture:1 '])).toEqual([{ skillId: 'reiki', position: 2 }, { skillId: 'acupuncture', position: 1 }]);
    expect(parseSkillPositions([])).toEqual([]);
    for (const bad of ['reiki', 'reiki:', ':1', 'reiki:x', 'Reiki:1', 'reiki:1:2', 'reiki:-1', 'reiki:1.5', 'reiki:1000']) expect(parseSkillPositions(['acupuncture:1', bad])).toBeNull();
    expect(parseSkillPositions([42 as unknown as string])).toBeNull();
  });
});
