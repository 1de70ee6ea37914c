import { useState } from 'react';
import { formatMoney } from '../payment/money';
import { PaymentText } from '../payment/paymentMessages';
import { cardExpiry, cardLabel } from '../payment/savedCard';
import { AddCardDialog } from './AddCardDialog';
import { OfflinePaymentMethods } from './OfflinePaymentMethods';
import { PaymentDialog } from './PaymentDialog';
import { offlineMethods, paymentActions, paymentBanner, transactionLabel, transactionStateLabel } from './paymentRules';
import type { TokenAppointment } from './tokenAppointment';

interface Props {
  appointment: TokenAppointment;
  /** Reads the appointment again (after a payment action, so the banner is right). */
  refresh: () => Promise<void>;
}

type Open = 'pay' | 'card' | 'tip' | null;

/** The money part of the page (spec 000 §2.2): banner, card on file, transactions, actions, offline methods. */
export function PaymentSection({ appointment: a, refresh }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const banner = paymentBanner(a);
  const actions = paymentActions(a);
  const card = a.defaultPaymentMethodData;
  const live = a.state !== 'cancelled' && a.state !== 'unavailable';
  const offline = live && offlineMethods(a.practice).length > 0;
  const anyAction = actions.payNow || actions.addCard || actions.addTip;

  const done = (message: string) => {
    setOpen(null);
    setSuccess(message);
    void refresh();
  };
  const start = (which: Open) => {
    setSuccess(null);
    setOpen(which);
  };

  if (!banner && !success && !anyAction && !offline && a.transactions.length === 0) return null;
  return (
    <section className="section payment" aria-label="Payment">
      {success && (
        <p className="banner banner-success" role="status">
          {success}
        </p>
      )}
      {banner && (
        <div className={`payment-banner payment-banner-${banner.tone}`} role="status" aria-label="Payment status">
          <p className="payment-banner-status">{banner.status}</p>
          <p className="payment-banner-text">{banner.text}</p>
        </div>
      )}
      {card && a.state === 'approved' && a.practice.hasPaymentProvider && (
        <p className="card-on-file">
          Card on file: {cardLabel(card)} · expires {cardExpiry(card)}
        </p>
      )}
      {a.transactions.length > 0 && (
        <ul className="transactions" aria-label="Transactions">
          {a.transactions.map((t) => (
            <li key={t.id}>
              <span className="transaction-label">{transactionLabel(t)}</span>
              <span className="transaction-amount">{formatMoney(t.amountCents, t.currency)}</span>
              <span className={`transaction-state transaction-state-${transactionStateLabel(t).toLowerCase()}`}>{transactionStateLabel(t)}</span>
            </li>
          ))}
        </ul>
      )}
      {anyAction && (
        <div className="payment-actions">
          {actions.payNow && (
            <button type="button" className="button button-primary" onClick={() => start('pay')}>
              Pay now
            </button>
          )}
          {actions.addCard && (
            <button type="button" className={`button ${a.clientPaymentStatus === 'Card needed' ? 'button-primary' : 'button-secondary'}`} onClick={() => start('card')}>
              Add credit card
            </button>
          )}
          {actions.addTip && (
            <button type="button" className="button button-primary" onClick={() => start('tip')}>
              Add tip
            </button>
          )}
        </div>
      )}
      {offline && <OfflinePaymentMethods practice={a.practice} />}
      {open === 'card' && <AddCardDialog appointment={a} onClose={() => setOpen(null)} onSaved={() => done(PaymentText.paymentMethodSaved)} />}
      {(open === 'pay' || open === 'tip') && (
        <PaymentDialog appointment={a} purpose={open === 'tip' ? 'tip' : 'appointment'} onClose={() => setOpen(null)} onPaid={done} onChanged={refresh} />
      )}
    </section>
  );
}
