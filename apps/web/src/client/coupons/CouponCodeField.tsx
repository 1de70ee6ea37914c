// "Have a coupon code?" on the booking's last step: the visitor enters a code, the server says what
// it takes off (or why not), and the discounted total shows. The booking sends the applied code;
// the server redeems it with the appointment and charges the discounted price.
import { useState } from 'react';
import { CodeEntryField } from '../payment/CodeEntryField';
import { formatMoney } from '../payment/money';
import { quoteDiscountCode, type DiscountQuote } from './discountCodeQuote';

export interface AppliedCoupon {
  code: string;
  discountCents: number;
  totalCents: number;
}

interface ServiceQuote {
  practiceId: string;
  serviceId: string;
  variationId: string | null;
  addOnServiceIds: string[];
}

/** A booking's service (and add-ons), or any other quote (a group event's registration). */
type Props = (ServiceQuote | { quote: (code: string) => Promise<DiscountQuote> }) & {
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
  disabled?: boolean;
};

export function CouponCodeField(props: Props) {
  const { applied, onApplied, disabled } = props;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!code.trim()) {
      setProblem('Please enter a coupon code.');
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const quote = 'quote' in props ? await props.quote(code) : await quoteDiscountCode({ ...pick(props), code });
      if (quote.result === 'success' && quote.code && quote.discountCents != null && quote.totalCents != null) {
        onApplied({ code: quote.code, discountCents: quote.discountCents, totalCents: quote.totalCents });
      } else setProblem(quote.errors[0] ?? 'This coupon code is not valid');
    } catch {
      setProblem('Could not check the code. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className="coupon-applied banner banner-success" role="status">
        <p>
          Coupon <strong>{applied.code}</strong>: −{formatMoney(applied.discountCents)}. New total <strong>{formatMoney(applied.totalCents)}</strong>
        </p>
        <button type="button" className="button button-secondary" disabled={disabled} onClick={() => onApplied(null)}>
          Remove coupon
        </button>
      </div>
    );
  }
  return (
    <CodeEntryField label="Coupon code (optional)" code={code} onCode={setCode} onApply={() => void apply()} checking={checking} problem={problem} disabled={disabled} />
  );
}

const pick = ({ practiceId, serviceId, variationId, addOnServiceIds }: ServiceQuote): ServiceQuote => ({ practiceId, serviceId, variationId, addOnServiceIds });
