// The practice's keywords (stream `practiceSkills-<practiceId>`): the specialties a pro wants to be
// endorsed for, in the pro's order (spec 002 §3 Skill: position is the order in the list). A skill's
// id is its specialty's id, so a practice holds each specialty once. Each event carries the whole
// resulting list: replaying is a copy, never a merge.
import { DomainError, NotFoundError, type Decider, type DomainEvent } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { MAX_KEYWORDS } from './review-rules.js';

type Data = { practiceId: string; skillIds: string[] };

export type PracticeSkillsEvent =
  | DomainEvent<'PracticeSkillsUpdated', Data>
  | DomainEvent<'PracticeSkillDeleted', Data & { skillId: string }>
  | DomainEvent<'PracticeSkillsMoved', Data>;

export const PRACTICE_SKILLS_EVENT_TYPES: PracticeSkillsEvent['type'][] = ['PracticeSkillsUpdated', 'PracticeSkillDeleted', 'PracticeSkillsMoved'];

export interface PracticeSkillsState {
  skillIds: string[];
}

export type PracticeSkillsCommand =
  /** updateSkills: the keywords become these, in this order (the page sends the kept ones and the added ones). */
  | { type: 'UpdateSkills'; practiceId: string; skillIds: string[]; isSpecialty: (id: string) => boolean }
  | { type: 'DeleteSkill'; practiceId: string; skillId: string }
  /** moveSkills: each keyword with its 1-based position; together a reordering of the whole list. */
  | { type: 'MoveSkills'; practiceId: string; positions: { skillId: string; position: number }[] };

export const practiceSkillsStreamId = (practiceId: string): string => `practiceSkills-${practiceId}`;

export const initialPracticeSkillsState = (): PracticeSkillsState => ({ skillIds: [] });

export const evolvePracticeSkills = (_state: PracticeSkillsState, event: PracticeSkillsEvent): PracticeSkillsState => ({ skillIds: event.data.skillIds });

const sameList = (a: string[], b: string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** "id:position" strings (spec 002 §7 moveSkills) as positions; null when one is malformed. */
export const parseSkillPositions = (skillArray: string[]): { skillId: string; position: number }[] | null => {
  const parsed = skillArray.map((entry) => {
    const match = typeof entry === 'string' ? /^([a-z0-9-]{1,100}):(\d{1,3})$/.exec(entry.trim()) : null;
    return match ? { skillId: match[1]!, position: Number(match[2]) } : null;
  });
  return parsed.every((p) => p !== null) ? (parsed as { skillId: string; position: number }[]) : null;
};

export const decidePracticeSkills = (command: PracticeSkillsCommand, state: PracticeSkillsState): PracticeSkillsEvent[] => {
  switch (command.type) {
    case 'UpdateSkills': {
      const skillIds = [...new Set(command.skillIds)];
      if (skillIds.some((id) => !command.isSpecialty(id))) throw new DomainError(M.unknownSpecialty);
      if (skillIds.length > MAX_KEYWORDS) throw new DomainError(M.maxKeywords);
      return sameList(skillIds, state.skillIds) ? [] : [{ type: 'PracticeSkillsUpdated', data: { practiceId: command.practiceId, skillIds } }];
    }
    case 'DeleteSkill': {
      if (!state.skillIds.includes(command.skillId)) throw new NotFoundError(M.keywordNotFound);
      return [{ type: 'PracticeSkillDeleted', data: { practiceId: command.practiceId, skillId: command.skillId, skillIds: state.skillIds.filter((id) => id !== command.skillId) } }];
    }
    case 'MoveSkills': {
      const { positions } = command;
      const ids = new Set(positions.map((p) => p.skillId));
      const places = new Set(positions.map((p) => p.position));
      const whole =
        positions.length === state.skillIds.length &&
        ids.size === positions.length &&
        state.skillIds.every((id) => ids.has(id)) &&
        places.size === positions.length &&
        positions.every((p) => p.position >= 1 && p.position <= positions.length);
      if (!whole) throw new DomainError(M.invalidOrder);
      const skillIds = [...positions].sort((a, b) => a.position - b.position).map((p) => p.skillId);
      return sameList(skillIds, state.skillIds) ? [] : [{ type: 'PracticeSkillsMoved', data: { practiceId: command.practiceId, skillIds } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const practiceSkillsDecider: Decider<PracticeSkillsCommand, PracticeSkillsEvent, PracticeSkillsState> = {
  decide: decidePracticeSkills,
  evolve: evolvePracticeSkills,
  initialState: initialPracticeSkillsState,
};
