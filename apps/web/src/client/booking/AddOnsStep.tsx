import { formatCents } from '../../shared/formatMoney';
import type { PublicService } from '../practice/publicPractice';
import { serviceDuration } from '../practice/serviceText';

interface Props {
  addOns: PublicService[];
  chosenIds: string[];
  onChange: (ids: string[]) => void;
  onContinue: () => void;
}

/** Optional extras that lengthen the session and add to its price. */
export function AddOnsStep({ addOns, chosenIds, onChange, onContinue }: Props) {
  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...chosenIds, id] : chosenIds.filter((chosen) => chosen !== id));
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className="add-ons">
        <legend className="muted">Optional: add any of these to your session.</legend>
        {addOns.map((addOn) => (
          <label key={addOn.id} className="add-on">
            <input type="checkbox" checked={chosenIds.includes(addOn.id)} onChange={(event) => toggle(addOn.id, event.target.checked)} />
            <span className="add-on-text">
              <span className="choice-name">{addOn.name}</span>
              {addOn.description && <span className="add-on-description muted">{addOn.description}</span>}
            </span>
            <span className="choice-meta">
              {serviceDuration(addOn, addOn.timeLength, { plus: true })} · {formatCents(addOn.amountCents)}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary step-continue">
        {chosenIds.length === 0 ? 'Continue without add-ons' : 'Continue'}
      </button>
    </form>
  );
}
