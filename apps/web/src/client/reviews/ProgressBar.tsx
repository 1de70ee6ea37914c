/** How far along the review the client is (spec 000 §2.3), as a bar and as words. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="review-progress">
      <div className="review-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label="Review progress">
        <div className="review-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="review-progress-text" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
