// A code the visitor types and applies before paying (a coupon, a gift card): the field, its Apply
// button (Enter applies too, never submitting the surrounding form) and the reason it was refused.
import { useId } from 'react';

interface Props {
  label: string;
  code: string;
  onCode: (code: string) => void;
  onApply: () => void;
  checking: boolean;
  problem: string | null;
  disabled?: boolean;
  placeholder?: string;
}

export function CodeEntryField({ label, code, onCode, onApply, checking, problem, disabled, placeholder }: Props) {
  const id = useId();
  return (
    <div className={`field${problem ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          placeholder={placeholder}
          disabled={disabled || checking}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => onCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault(); // not the booking's submit
              onApply();
            }
          }}
        />
        <button type="button" className="button button-secondary" disabled={disabled || checking} onClick={onApply}>
          {checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
