// "Gift card code (optional)" on the booking's last step: the visitor enters the code from their
// e-mail, the server says what the card has left (or why not), and the page shows what the card
// pays and what is left to pay. The booking sends the code; the server spends the card with the
// appointment, up to the price after any coupon.
import { useState } from 'react';
import { CodeEntryField } from '../payment/CodeEntryField';
import { formatMoney } from '../payment/money';
import { checkGiftCardBalance, giftCardPays } from './giftCardBalance';

export interface AppliedGiftCard {
  /** As typed: the booking sends it. */
  typedCode: string;
  /** Masked, as the server shows it. */
  code: string;
  balanceCents: number;
}

interface Props {
  practiceId: string;
  /** What is left to pay before the card (after any coupon). */
  priceCents: number;
  applied: AppliedGiftCard | null;
  onApplied: (card: AppliedGiftCard | null) => void;
  disabled?: boolean;
}

export function GiftCardCodeField({ practiceId, priceCents, applied, onApplied, disabled }: Props) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!code.trim()) {
      setProblem('Please enter a gift card code.');
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const answer = await checkGiftCardBalance(practiceId, code);
      if (answer.result === 'success' && answer.code && answer.balanceCents != null) onApplied({ typedCode: code, code: answer.code, balanceCents: answer.balanceCents });
      else setProblem(answer.errors[0] ?? 'Gift card not found');
    } catch {
      setProblem('Could not check the gift card. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    const pays = giftCardPays(applied.balanceCents, priceCents);
    return (
      <div className="coupon-applied banner banner-success" role="status" data-testid="gift-card-applied">
        <p>
          Gift card <strong>{applied.code}</strong> (balance {formatMoney(applied.balanceCents)}): −{formatMoney(pays)}. Left to pay <strong>{formatMoney(priceCents - pays)}</strong>
        </p>
        <button type="button" className="button button-secondary" disabled={disabled} onClick={() => onApplied(null)}>
          Remove gift card
        </button>
      </div>
    );
  }
  return (
    <CodeEntryField label="Gift card code (optional)" placeholder="XXXX-XXXX-XXXX-XXXX" code={code} onCode={setCode} onApply={() => void apply()} checking={checking} problem={problem} disabled={disabled} />
  );
}
