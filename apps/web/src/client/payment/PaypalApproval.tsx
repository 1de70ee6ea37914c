import { useEffect, useState } from 'react';
import { formatMoney } from './money';
import { simulatedPaypalOrder, type SimulatedPaypalOrder } from './simulatedProvider';

interface Props {
  orderId: string;
  via: 'paypal' | 'venmo';
  /** The payer's answer in the window; the caller decides the order and captures it. */
  onDecide: (approve: boolean) => void;
  onBack: () => void;
  busy: boolean;
}

type Load = { status: 'loading' } | { status: 'simulated'; order: SimulatedPaypalOrder } | { status: 'live' } | { status: 'error'; message: string };

/**
 * The PayPal (or Venmo) window: in embedded mode the simulator's own, showing what the order is for
 * with Approve and Decline. With live PayPal keys PayPal's JS SDK buttons would open PayPal here;
 * that SDK is not part of this build, so the page says so.
 */
export function PaypalApproval({ orderId, via, onDecide, onBack, busy }: Props) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const name = via === 'venmo' ? 'Venmo' : 'PayPal';

  useEffect(() => {
    let active = true;
    simulatedPaypalOrder(orderId)
      .then((order) => active && setLoad(order ? { status: 'simulated', order } : { status: 'live' }))
      .catch((error: Error) => active && setLoad({ status: 'error', message: error.message }));
    return () => {
      active = false;
    };
  }, [orderId]);

  return (
    <section className="paypal-window" aria-label={`${name} checkout`}>
      <p className="paypal-window-brand">{name}</p>
      {load.status === 'loading' && (
        <p className="loading" role="status">
          Opening {name}…
        </p>
      )}
      {load.status === 'error' && (
        <p className="pay-problem" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'live' && <p role="note">{name} checkout is not available on this page yet. Please choose another way to pay.</p>}
      {load.status === 'simulated' && (
        <>
          <p className="card-form-note">Test mode: this is the payment simulator's {name} window; no real money moves.</p>
          <p className="paypal-window-amount">{formatMoney(load.order.amountCents, load.order.currency)}</p>
          <p className="muted">{load.order.description}</p>
          <div className="paypal-window-buttons">
            <button type="button" className="button button-primary" onClick={() => onDecide(true)} disabled={busy} autoFocus>
              {busy ? 'Processing…' : `Approve ${name} payment`}
            </button>
            <button type="button" className="button button-secondary" onClick={() => onDecide(false)} disabled={busy}>
              Decline
            </button>
          </div>
        </>
      )}
      <button type="button" className="pay-link paypal-window-back" onClick={onBack} disabled={busy}>
        Choose another way to pay
      </button>
    </section>
  );
}
