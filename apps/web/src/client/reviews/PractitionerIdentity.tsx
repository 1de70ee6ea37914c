import { initials } from '../../shared/initials';
import type { ReviewPractice } from './reviewCalls';

/** Who the review is about: photo (or initials), name and title. */
export function PractitionerIdentity({ practice }: { practice: ReviewPractice }) {
  return (
    <div className="review-practitioner">
      {practice.photoUrl ? (
        <img className="review-photo" src={practice.photoUrl} alt="" />
      ) : (
        <span className="review-photo review-initials" aria-hidden="true">
          {initials(practice.name)}
        </span>
      )}
      <div>
        <p className="review-practitioner-name">{practice.name}</p>
        {practice.title && <p className="muted review-practitioner-title">{practice.title}</p>}
      </div>
    </div>
  );
}
