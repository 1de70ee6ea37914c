import { formatSlot } from '../../shared/formatTime';

interface Props {
  times: string[];
  timeZone: string;
  disabled: boolean;
  onPick: (startsAt: string) => void;
}

/** The next free starts the server offers when the chosen time was just taken: one click books one. */
export function TakenTimeChoices({ times, timeZone, disabled, onPick }: Props) {
  return (
    <div className="taken-choices" role="group" aria-labelledby="taken-choices-label">
      <p id="taken-choices-label">Book one of the next available times instead:</p>
      <ul className="slot-list">
        {times.map((iso) => (
          <li key={iso}>
            <button type="button" className="slot" disabled={disabled} onClick={() => onPick(iso)}>
              <span className="slot-time">{formatSlot(iso, timeZone)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
