// The profile facts on the practice page (issue 18 item 4): the rating, the approved credentials and
// the specialties the pro chose. Nothing at all when there are none of these.
import { formatRating, Stars } from '../reviews/Stars';
import type { PublicPractice } from './publicPractice';
import '../reviews/reviews.css';

type Credential = PublicPractice['approvedCredentials'][number];

const KIND: Record<string, string> = { license: 'License', certification: 'Certification', degree: 'Degree' };

const credentialDetail = (c: Credential): string =>
  [KIND[c.kind] ?? c.kind, c.issuer, c.stateIssued].filter((part): part is string => !!part && part.trim() !== '').join(' · ');

export function PracticeProfileFacts({ practice }: { practice: PublicPractice }) {
  const { approvedCredentials: credentials, specialties, reviewsSummary: summary } = practice;
  const rated = summary.count > 0 && summary.averageRating !== null && summary.averageRating !== undefined;
  if (credentials.length === 0 && specialties.length === 0 && !rated) return null;
  return (
    <section className="card practice-facts" aria-label="About the practitioner">
      {rated && (
        <p className="practice-rating">
          <span className="practice-reviews-average">{formatRating(summary.averageRating!)}</span>
          <Stars rating={summary.averageRating!} />
          <a href="#practice-reviews-title">
            {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </a>
        </p>
      )}
      {credentials.length > 0 && (
        <div className="practice-facts-group">
          <h2 className="section-title" id="practice-credentials-title">
            Credentials
          </h2>
          <ul className="practice-credentials" aria-labelledby="practice-credentials-title">
            {credentials.map((c) => (
              <li key={c.id}>
                <span className="practice-credential-name">{c.name}</span>
                <span className="muted practice-credential-detail">{credentialDetail(c)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {specialties.length > 0 && (
        <div className="practice-facts-group">
          <h2 className="section-title" id="practice-specialties-title">
            Specialties
          </h2>
          <ul className="review-skill-list practice-specialties" aria-labelledby="practice-specialties-title">
            {specialties.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
