import { useEffect, useState } from 'react';
import { INTAKE_REDIRECT_SECONDS } from '@app/intake-forms/shared';

/** Spec 000 §2.6: the thank-you, then a visible 5-second countdown and the practitioner's website. */
export function IntakeThankYou({ practiceName, practiceUrl }: { practiceName: string; practiceUrl: string }) {
  const [seconds, setSeconds] = useState(INTAKE_REDIRECT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      window.location.replace(practiceUrl);
      return;
    }
    const tick = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [seconds, practiceUrl]);

  return (
    <section className="card intake-thanks" role="status">
      <h1>Thank you!</h1>
      <p>Your intake form was sent to {practiceName}.</p>
      <p className="muted" aria-live="polite">
        Taking you to {practiceName}’s website in <strong className="intake-countdown">{seconds}</strong> {seconds === 1 ? 'second' : 'seconds'}…
      </p>
      <a className="button button-primary" href={practiceUrl}>
        Go now
      </a>
    </section>
  );
}
