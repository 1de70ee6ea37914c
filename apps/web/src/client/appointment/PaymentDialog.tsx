import { useEffect, useState } from 'react';
import { CardForm } from '../payment/CardForm';
import { Dialog } from '../payment/Dialog';
import { formatMoney } from '../payment/money';
import { PaymentMethodChoice, defaultMethod, type MethodOptions, type PaymentMethod } from '../payment/PaymentMethodChoice';
import { failureMessage } from '../payment/paymentFailure';
import { PaymentText, TIP_REQUIRED_MS } from '../payment/paymentMessages';
import { PaypalApproval } from '../payment/PaypalApproval';
import { decideSimulatedPaypalOrder } from '../payment/simulatedProvider';
import { maxTipCents, tipAmount, type TipChoice } from '../payment/tipChoice';
import { TipChoiceField } from '../payment/TipChoiceField';
import { browserVenmoSupport } from '../payment/venmoSupport';
import { capturePaypalPayment, cardSavingFor, createPaypalOrder, payWithCard, tipWithCard } from './paymentCalls';
import type { TokenAppointment } from './tokenAppointment';

interface Props {
  appointment: TokenAppointment;
  /** 'appointment': Pay now (a tip may go with it); 'tip': Add tip after a paid appointment. */
  purpose: 'appointment' | 'tip';
  onClose: () => void;
  /** Paid: the page closes the dialog, says `message` and reads the appointment again. */
  onPaid: (message: string) => void;
  /** Something changed without paying (a card saved, a charge failed): the page reads the appointment again. */
  onChanged: () => Promise<void>;
}

type Step = { kind: 'choose' } | { kind: 'paypal'; orderId: string; via: 'paypal' | 'venmo' };

/** spec 000 §8: a card payment names the server's errors (or 'Internal server error'); PayPal and Venmo any message. */
const cardPaymentError = (error: unknown) => PaymentText.paymentError(failureMessage(error));
const paypalError = (error: unknown) => PaymentText.paypalError(failureMessage(error) ?? (error instanceof Error ? error.message : PaymentText.genericCardError));

/** The payment dialog (spec 000 §2.8): the tip choice, then a saved card, a new card, PayPal or Venmo. */
export function PaymentDialog({ appointment: a, purpose, onClose, onPaid, onChanged }: Props) {
  const currency = a.practice.defaultCurrency;
  const options: MethodOptions = {
    savedCard: a.defaultPaymentMethodData ?? null,
    cards: a.practice.hasPaymentProvider,
    paypal: a.practice.hasPaypalPaymentsEnabled,
    venmo: a.practice.hasVenmoPaymentsEnabled ? browserVenmoSupport() : null,
  };
  const [method, setMethod] = useState<PaymentMethod | null>(() => defaultMethod(options));
  const [tip, setTip] = useState<TipChoice | null>(null);
  const [customProblem, setCustomProblem] = useState<string | null>(null);
  const [tipRequired, setTipRequired] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!tipRequired) return;
    const timer = setTimeout(() => setTipRequired(false), TIP_REQUIRED_MS);
    return () => clearTimeout(timer);
  }, [tipRequired]);

  // A tip goes with Pay now only while none was added; Add tip is all tip.
  const choosesTip = a.practice.acceptsTips && (purpose === 'tip' || a.tipAmountCents === 0);
  const chosenTip = tip ? tipAmount(tip, a.amountCents) : null;
  const tipCents = choosesTip ? (chosenTip ?? 0) : purpose === 'appointment' ? a.tipAmountCents : 0;
  const total = purpose === 'tip' ? tipCents : a.amountCents + tipCents;
  const successMessage = purpose === 'tip' ? PaymentText.tipAdded : PaymentText.paymentProcessed;

  /** The tip to send, or null (and the reason shown) when the choice is missing or wrong. */
  function checkedTip(): number | null {
    if (!choosesTip) return tipCents;
    if (!tip) {
      setTipRequired(true);
      return null;
    }
    if (chosenTip === null || chosenTip > maxTipCents(a.amountCents)) {
      setCustomProblem(`Please enter a tip between ${formatMoney(1, currency)} and ${formatMoney(maxTipCents(a.amountCents), currency)}.`);
      return null;
    }
    if (purpose === 'tip' && chosenTip === 0) {
      onClose(); // 'Not now'
      return null;
    }
    return chosenTip;
  }

  async function run(action: () => Promise<void>, failure: (error: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failure(caught));
      await onChanged(); // a failed charge is recorded: the banner reads Failed
    } finally {
      setBusy(false);
    }
  }

  const chargeCard = (tipToSend: number) =>
    run(async () => {
      await (purpose === 'tip' ? tipWithCard(a, tipToSend) : payWithCard(a, tipToSend));
      onPaid(successMessage);
    }, cardPaymentError);

  function submit() {
    const tipToSend = checkedTip();
    if (tipToSend === null || !method) return;
    if (method === 'saved_card') return void chargeCard(tipToSend);
    if (method === 'paypal' || method === 'venmo') {
      const via = method;
      return void run(async () => {
        const orderId = await createPaypalOrder(a, { tipAmountCents: tipToSend, tipOnly: purpose === 'tip', via });
        setStep({ kind: 'paypal', orderId, via });
      }, paypalError);
    }
  }

  const decidePaypal = (orderId: string, approve: boolean) =>
    run(async () => {
      try {
        await decideSimulatedPaypalOrder(orderId, approve);
        await capturePaypalPayment(a, orderId);
      } finally {
        setStep({ kind: 'choose' });
      }
      onPaid(successMessage);
    }, paypalError);

  const payLabel = purpose === 'tip' ? (chosenTip ? `Add tip ${formatMoney(total, currency)}` : 'Add tip') : `Pay ${formatMoney(total, currency)}`;
  return (
    <Dialog title={purpose === 'tip' ? 'Add tip' : 'Pay now'} onClose={onClose} busy={busy}>
      {step.kind === 'paypal' ? (
        <PaypalApproval orderId={step.orderId} via={step.via} busy={busy} onDecide={(approve) => decidePaypal(step.orderId, approve)} onBack={() => setStep({ kind: 'choose' })} />
      ) : (
        <>
          {purpose === 'appointment' && (
            <p className="pay-summary">
              Appointment <strong>{formatMoney(a.amountCents, currency)}</strong>
              {!choosesTip && a.tipAmountCents > 0 && <> · tip {formatMoney(a.tipAmountCents, currency)}</>}
            </p>
          )}
          {choosesTip && (
            <TipChoiceField
              amountCents={a.amountCents}
              currency={currency}
              value={tip}
              disabled={busy}
              customProblem={customProblem}
              onChange={(choice) => {
                setTip(choice);
                setTipRequired(false);
                setCustomProblem(null);
              }}
            />
          )}
          {tipRequired && (
            <p className="pay-problem pay-toast" role="alert">
              {PaymentText.selectTip}
            </p>
          )}
          <PaymentMethodChoice options={options} value={method} onChange={setMethod} disabled={busy} />
          <p className="pay-total">
            Total <strong>{formatMoney(total, currency)}</strong>
          </p>
          {notice && (
            <p className="banner banner-success pay-notice" role="status">
              {notice}
            </p>
          )}
          {error && (
            <p className="banner banner-error pay-error" role="alert">
              {error}
            </p>
          )}
          {method === 'new_card' ? (
            <CardForm
              saving={cardSavingFor(a)}
              submitLabel={`Save card and ${purpose === 'tip' ? 'add tip' : 'pay'} ${formatMoney(total, currency)}`}
              disabled={busy}
              beforeSave={() => checkedTip() !== null}
              onSaved={async () => {
                setNotice(PaymentText.cardSaved);
                setMethod('saved_card');
                await onChanged();
                await chargeCard(tipCents); // checked by beforeSave
              }}
            />
          ) : (
            <button type="button" className="button button-primary pay-submit" onClick={submit} disabled={busy || !method}>
              {busy ? 'Processing…' : method === 'paypal' ? 'Continue to PayPal' : method === 'venmo' ? 'Continue to Venmo' : payLabel}
            </button>
          )}
        </>
      )}
    </Dialog>
  );
}
