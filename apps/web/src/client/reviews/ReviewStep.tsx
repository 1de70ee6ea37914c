import { useEffect, useRef, type ReactNode } from 'react';
import { navigatedInApp } from '../navigation/navigate';
import { PractitionerIdentity } from './PractitionerIdentity';
import { ProgressBar } from './ProgressBar';
import type { ReviewPractice } from './reviewCalls';
import './reviews.css';

interface Props {
  practice: ReviewPractice;
  percent: number;
  heading: string;
  children: ReactNode;
}

/** One screen of the review flow: progress, the practitioner, the question and its answers. */
export function ReviewStep({ practice, percent, heading, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step is a new page: keyboard and screen-reader users start at its question.
  useEffect(() => {
    if (navigatedInApp()) headingRef.current?.focus();
  }, [heading]);
  useEffect(() => {
    document.title = `Review ${practice.name}`;
  }, [practice.name]);
  return (
    <main className="page review-page">
      <section className="card review-step">
        <ProgressBar percent={percent} />
        <PractitionerIdentity practice={practice} />
        <h1 className="review-heading" tabIndex={-1} ref={headingRef}>
          {heading}
        </h1>
        {children}
      </section>
    </main>
  );
}

export interface StepNote {
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** A step's outcome line: announced when it appears. */
export function StepMessage({ message }: { message: StepNote | null }) {
  return (
    <div className="review-message" role="status" aria-live="polite">
      {message && <p className={`banner banner-${message.kind}`}>{message.text}</p>}
    </div>
  );
}
