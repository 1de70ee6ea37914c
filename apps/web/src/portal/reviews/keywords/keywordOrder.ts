// Reordering the keyword chips (spec 002 §2 "drag-to-reorder chips"): pure list moves, and the
// "<id>:<position>" strings moveSkills takes for the whole list.

/** The list with the item at `from` moved to index `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Every keyword with its 1-based position, as moveSkills expects. */
export function positionsOf(ids: readonly string[]): string[] {
  return ids.map((id, index) => `${id}:${index + 1}`);
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
