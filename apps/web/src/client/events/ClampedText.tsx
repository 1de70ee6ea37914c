import { useId, useLayoutEffect, useRef, useState } from 'react';

/** A text cut to 2 lines (spec 000 §9), with 'Show more' / 'Show less' when it is longer. */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (!element.classList.contains('clamped')) return;
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [text]);

  return (
    <div className={className}>
      <p id={id} ref={ref} className={`clamp-text${expanded ? '' : ' clamped'}`}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button type="button" className="inline-link" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
