// 'Recent client reviews' (spec 002 §2 Other, §9): 3 cards; every 3 s the next review replaces one
// slot in turn with a fade (650 ms, the slot changes at 700 ms). It stands still for visitors who
// prefer reduced motion, while the pointer or the keyboard focus is on it, and after 'Pause'.
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../navigation/AppLink';
import { Stars } from '../reviews/Stars';
import { FADE_MS, initialCarousel, ROTATE_MS, rotate, SLOT_CHANGE_MS } from './carousel';
import type { RecentReview } from './homeCalls';
import '../reviews/reviews.css';

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ReviewCarousel({ reviews }: { reviews: RecentReview[] }) {
  const [state, setState] = useState(() => initialCarousel(reviews.length));
  const [fading, setFading] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const current = useRef(state);
  current.current = state;
  const rotating = !reduced && !paused && !held && reviews.length > state.shown.length;

  useEffect(() => {
    if (!rotating) return;
    let change: number | undefined;
    let end: number | undefined;
    const tick = window.setInterval(() => {
      setFading(current.current.nextSlot);
      change = window.setTimeout(() => setState((before) => rotate(before, reviews.length)), SLOT_CHANGE_MS);
      end = window.setTimeout(() => setFading(null), SLOT_CHANGE_MS + FADE_MS);
    }, ROTATE_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(change);
      window.clearTimeout(end);
      setFading(null);
    };
  }, [rotating, reviews.length]);

  return (
    <div
      className="home-carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld(false)}
    >
      <ul className="home-review-list" aria-live="off">
        {state.shown.map((index, slot) => {
          const review = reviews[index]!;
          return (
            <li key={slot} className={`card home-review${fading === slot ? ' is-fading' : ''}`} style={{ ['--fade-ms' as string]: `${FADE_MS}ms` }}>
              <Stars rating={review.rating} />
              <p className="home-review-text">{review.text}</p>
              <p className="home-review-by muted">{review.publicName ?? 'Anonymous'}</p>
              <p className="home-review-pro">
                About <AppLink href={`/${review.practitioner.shortLink}`}>{review.practitioner.name}</AppLink>
                {review.practitioner.title && <span className="muted">, {review.practitioner.title}</span>}
              </p>
            </li>
          );
        })}
      </ul>
      {!reduced && reviews.length > state.shown.length && (
        <button type="button" className="link-button home-carousel-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? 'Play reviews' : 'Pause reviews'}
        </button>
      )}
    </div>
  );
}
