import { MAX_RATING } from '@app/reviews/shared';

interface Props {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const starName = (count: number) => (count === 1 ? '1 star' : `${count} stars`);

/** Five buttons named '1 star' to '5 stars'; the chosen one is pressed and the ones below it lit. */
export function StarPicker({ value, onChange, disabled }: Props) {
  return (
    <div className="star-picker" role="group" aria-label="Rating">
      {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((count) => (
        <button
          key={count}
          type="button"
          className={`star-button${count <= value ? ' star-button-lit' : ''}`}
          aria-label={starName(count)}
          aria-pressed={count === value}
          disabled={disabled}
          onClick={() => onChange(count)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}
