// The keyword list as the editor shows it: optimistic for delete and reorder (spec 002 §4 "Keyword
// delete removes the chip locally at once"), put back with the spec's message when the server refuses.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ReviewMessages } from '@app/reviews/shared';
import { rejectionMessages } from '../../shared/commandRejected';
import { deleteSkill, fetchSkills, moveSkills, updateSkills, type Skill } from './keywordCalls';
import { moveItem, positionsOf, sameOrder } from './keywordOrder';

const withReasons = (text: string, failure: unknown) => {
  const reasons = rejectionMessages(failure);
  return reasons.length ? `${text}: ${reasons.join(', ')}` : text;
};

export function useKeywords() {
  const notify = useNotify();
  const [skills, setSkills] = useState<Skill[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(false);
  // The list as the server last confirmed it: what a failed change goes back to.
  const confirmed = useRef<Skill[]>([]);

  const load = useCallback(async () => {
    try {
      const list = await fetchSkills();
      confirmed.current = list;
      setSkills(list);
      setError(null);
    } catch (failure) {
      setError(failure as Error);
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  const accept = (list: Skill[]) => {
    confirmed.current = list;
    setSkills(list);
  };

  const remove = async (skillId: string) => {
    setSkills((list) => (list ?? []).filter((skill) => skill.id !== skillId));
    try {
      accept(await deleteSkill(skillId));
      notify(ReviewMessages.keywordDeleted, { type: 'success' });
    } catch (failure) {
      setSkills(confirmed.current);
      notify(withReasons(ReviewMessages.deleteKeywordFailed, failure), { type: 'error', autoHideDuration: 5000 });
    }
  };

  const move = async (from: number, to: number) => {
    const before = skills ?? [];
    const next = moveItem(before, from, to);
    if (sameOrder(before.map((s) => s.id), next.map((s) => s.id))) return;
    setSkills(next);
    try {
      accept(await moveSkills(positionsOf(next.map((skill) => skill.id))));
    } catch {
      setSkills(confirmed.current);
      notify(ReviewMessages.reorderKeywordsFailed, { type: 'error', autoHideDuration: 5000 });
    }
  };

  /** The kept keywords plus the picked ones, in that order; resolves true when saved. */
  const add = async (specialtyIds: string[]): Promise<boolean> => {
    const kept = (skills ?? []).map((skill) => skill.id);
    const added = specialtyIds.filter((id) => !kept.includes(id));
    if (added.length === 0) return true;
    setSaving(true);
    try {
      accept(await updateSkills([...kept, ...added]));
      return true;
    } catch (failure) {
      notify(withReasons(ReviewMessages.updateKeywordsFailed, failure), { type: 'error', autoHideDuration: 5000 });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { skills, error, saving, reload: load, remove, move, add };
}
