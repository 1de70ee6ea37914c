// The reviews carousel's rotation (spec 002 §9 homepage constants), pure: 3 slots; every tick the
// next slot in turn takes the next review of the pool that is not on screen.
export const CAROUSEL_SLOTS = 3;
export const ROTATE_MS = 3000;
export const FADE_MS = 650;
export const SLOT_CHANGE_MS = 700;

export interface CarouselState {
  /** Pool indexes shown in each slot. */
  shown: number[];
  /** The slot the next tick replaces. */
  nextSlot: number;
  /** The pool index the next tick brings in. */
  nextReview: number;
}

export const initialCarousel = (poolSize: number): CarouselState => {
  const shown = Array.from({ length: Math.min(CAROUSEL_SLOTS, poolSize) }, (_, i) => i);
  return { shown, nextSlot: 0, nextReview: shown.length % Math.max(1, poolSize) };
};

/** The state after one tick; unchanged when every review is already on screen. */
export const rotate = (state: CarouselState, poolSize: number): CarouselState => {
  if (poolSize <= state.shown.length) return state;
  let candidate = state.nextReview;
  while (state.shown.includes(candidate)) candidate = (candidate + 1) % poolSize;
  const shown = state.shown.map((index, slot) => (slot === state.nextSlot ? candidate : index));
  return { shown, nextSlot: (state.nextSlot + 1) % shown.length, nextReview: (candidate + 1) % poolSize };
};
