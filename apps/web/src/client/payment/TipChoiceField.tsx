import { useId } from 'react';
import { formatMoney } from './money';
import { CUSTOM_TIP_START_PERCENT, customTipStart, TIP_PRESETS, tipCents, type TipChoice } from './tipChoice';

interface Props {
  amountCents: number;
  currency: string;
  /** null until the client picks one (the dialogs require a choice). */
  value: TipChoice | null;
  onChange: (choice: TipChoice) => void;
  disabled?: boolean;
  /** The custom amount's problem, shown under its field. */
  customProblem?: string | null;
}

/** Not now, 10 / 15 / 20 % with their amounts, or a custom amount starting at 10 %. */
export function TipChoiceField({ amountCents, currency, value, onChange, disabled = false, customProblem }: Props) {
  const name = useId();
  const option = (key: string, checked: boolean, choose: () => void, label: string, amount?: string) => (
    <label className={`tip-option${checked ? ' tip-option-checked' : ''}`} key={key}>
      <input type="radio" name={name} checked={checked} onChange={choose} disabled={disabled} />
      <span className="tip-option-label">{label}</span>
      {amount && <span className="tip-option-amount"> {amount}</span>}
    </label>
  );
  const custom = value?.kind === 'custom' ? value : null;
  return (
    <fieldset className="tip-choice">
      <legend>Add a tip</legend>
      <div className="tip-options">
        {option('not-now', value?.kind === 'not-now', () => onChange({ kind: 'not-now' }), 'Not now')}
        {TIP_PRESETS.map((percent) =>
          option(
            String(percent),
            value?.kind === 'percent' && value.percent === percent,
            () => onChange({ kind: 'percent', percent }),
            `${percent}%`,
            formatMoney(tipCents(amountCents, percent), currency),
          ),
        )}
        {option('custom', custom !== null, () => onChange({ kind: 'custom', amount: customTipStart(amountCents) }), 'Custom')}
      </div>
      {custom && (
        <div className={`pay-field tip-custom${customProblem ? ' pay-field-invalid' : ''}`}>
          <label htmlFor={`${name}-custom`}>Custom tip ({currency === 'USD' ? '$' : currency})</label>
          <input
            id={`${name}-custom`}
            inputMode="decimal"
            value={custom.amount}
            onChange={(event) => onChange({ kind: 'custom', amount: event.target.value })}
            disabled={disabled}
            aria-invalid={customProblem ? true : undefined}
            aria-describedby={customProblem ? `${name}-custom-problem` : `${name}-custom-hint`}
          />
          {customProblem ? (
            <p id={`${name}-custom-problem`} className="pay-problem">
              {customProblem}
            </p>
          ) : (
            <p id={`${name}-custom-hint`} className="muted tip-custom-hint">
              Starts at {CUSTOM_TIP_START_PERCENT}% of the appointment.
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
