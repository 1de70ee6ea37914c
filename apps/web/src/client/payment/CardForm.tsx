import { useId, useRef, useState, type FormEvent } from 'react';
import { formatCardNumber, formatExpiry, readCard, type CardField, type CardFields } from './cardInput';
import { saveSimulatedCard, type CardSaving } from './cardSaving';
import { failureMessage } from './paymentFailure';
import { PaymentText } from './paymentMessages';
import type { SavedCard } from './savedCard';
import './payment.css';

interface Props {
  saving: CardSaving;
  /** The submit button's words, e.g. 'Save card' or 'Save card and pay $90.00'. */
  submitLabel: string;
  /** Checked before anything is sent (e.g. the dialog's tip choice); false stops the save. */
  beforeSave?: () => boolean;
  /** Called with the saved card; the form stays busy until it settles. */
  onSaved: (card: SavedCard) => void | Promise<void>;
  /** Disables the form while its surroundings are busy. */
  disabled?: boolean;
}

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * The card form: in embedded mode the simulator's own fields (number, expiry, CVC); with live keys
 * the provider's form would go here. Resolves, through onSaved, with the saved card; a refused card
 * shows the provider's reason ('Your card was declined.').
 */
export function CardForm({ saving, submitLabel, beforeSave, onSaved, disabled = false }: Props) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problem, setProblem] = useState<{ field: CardField | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };

  if (saving.mode === 'live') return <LiveCardForm provider={saving.provider} />;

  const change = (field: CardField, value: string) => {
    setFields((current) => ({ ...current, [field]: field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value.replace(/\D/g, '').slice(0, 4) }));
    if (problem?.field === field) setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || disabled) return;
    if (beforeSave && !beforeSave()) return;
    const read = readCard(fields);
    if (!read.ok) {
      setProblem({ field: read.field, text: read.problem });
      inputs[read.field].current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const card = await saveSimulatedCard(saving, read.card);
      setFields(EMPTY);
      await onSaved(card);
    } catch (error) {
      setProblem({ field: null, text: failureMessage(error) ?? PaymentText.genericCardError });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: CardField, label: string, props: { autoComplete: string; placeholder: string; className?: string }) => {
    const problemId = `${id}-problem`;
    const invalid = problem?.field === name;
    return (
      <div className={`pay-field${props.className ? ` ${props.className}` : ''}${invalid ? ' pay-field-invalid' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          ref={inputs[name]}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          value={fields[name]}
          onChange={(event) => change(name, event.target.value)}
          disabled={busy || disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemId : undefined}
        />
      </div>
    );
  };

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-label="Card details">
      <p className="card-form-note">Test mode: no real card is charged. Try 4242 4242 4242 4242.</p>
      {field('number', 'Card number', { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', className: 'pay-field-wide' })}
      {field('expiry', 'Expiry (MM / YY)', { autoComplete: 'cc-exp', placeholder: 'MM / YY' })}
      {field('cvc', 'CVC', { autoComplete: 'cc-csc', placeholder: '123' })}
      {problem && (
        <p id={`${id}-problem`} className="pay-problem pay-field-wide" role="alert">
          {problem.text}
        </p>
      )}
      <button type="submit" className="button button-primary pay-field-wide" disabled={busy || disabled}>
        {busy ? 'Saving card…' : submitLabel}
      </button>
    </form>
  );
}

/**
 * With live keys the card is typed into the provider's own form (Stripe Elements from
 * @stripe/stripe-js, or Square's Web Payments SDK). Neither library is part of this build, so the
 * page says so instead of showing fields that could not reach the provider.
 */
function LiveCardForm({ provider }: { provider: CardSaving['provider'] }) {
  return (
    <div className="card-form-live" role="note">
      <p>
        Card entry through {provider === 'square' ? 'Square' : 'Stripe'} is not available on this page yet. Please choose another way to pay, or
        contact the practice.
      </p>
    </div>
  );
}
