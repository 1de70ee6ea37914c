// /m/payment_methods: the signed-in client's saved card with each practitioner (spec 000 §2.7),
// with Add, Change and Delete; §8's words for what happened.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ClientAccountLayout } from '../account/ClientAccountLayout';
import { PaymentText } from '../payment/paymentMessages';
import { DeleteCardDialog } from './DeleteCardDialog';
import { PaymentMethodEntry } from './PaymentMethodEntry';
import { fetchPaymentMethods, type PaymentMethodRow } from './paymentMethods';
import { SaveCardDialog } from './SaveCardDialog';
import './PaymentMethodsPage.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: PaymentMethodRow[] };
type Open = { kind: 'save' | 'delete'; row: PaymentMethodRow } | null;

function PaymentMethods() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', rows: await fetchPaymentMethods() });
    } catch {
      setLoad({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // The button that opened a dialog may be gone once the list changes (Add becomes Change): the notice takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const retry = () => {
    setLoad({ status: 'loading' });
    void reload();
  };

  const settle = async (kind: 'success' | 'error', text: string) => {
    setOpen(null);
    await reload();
    setNotice({ kind, text });
  };

  return (
    <>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className={`banner banner-${notice.kind} payment-methods-notice`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {load.status === 'loading' && (
        <p className="loading" role="status">
          Loading your payment methods…
        </p>
      )}
      {load.status === 'error' && (
        <div className="banner banner-error payment-methods-error" role="alert">
          <span>{PaymentText.fetchPaymentMethodsFailed}</span>
          <button type="button" className="button button-secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'ready' &&
        (load.rows.length === 0 ? (
          <p className="payment-methods-empty muted">You have no practitioners yet. Once you book with one, you can save a card with them here.</p>
        ) : (
          <ul className="payment-methods" aria-label="Saved cards by practitioner">
            {load.rows.map((row) => (
              <PaymentMethodEntry key={row.clientId} row={row} onAdd={(r) => setOpen({ kind: 'save', row: r })} onDelete={(r) => setOpen({ kind: 'delete', row: r })} />
            ))}
          </ul>
        ))}
      {open?.kind === 'save' && <SaveCardDialog row={open.row} onClose={() => setOpen(null)} onSaved={() => settle('success', PaymentText.cardSaved)} />}
      {open?.kind === 'delete' && (
        <DeleteCardDialog
          row={open.row}
          onClose={() => setOpen(null)}
          onDone={(deleted) => settle(deleted ? 'success' : 'error', deleted ? PaymentText.paymentMethodDeleted : PaymentText.deletePaymentMethodFailed)}
        />
      )}
    </>
  );
}

export function PaymentMethodsPage() {
  return <ClientAccountLayout title="Payment methods">{() => <PaymentMethods />}</ClientAccountLayout>;
}
