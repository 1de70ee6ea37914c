import { offlineMethods } from './paymentRules';
import type { TokenAppointment } from './tokenAppointment';

/** The practice's offline ways to pay (cash, Zelle, ...), as information only (spec 000 §1, §2.2). */
export function OfflinePaymentMethods({ practice }: { practice: TokenAppointment['practice'] }) {
  const methods = offlineMethods(practice);
  if (methods.length === 0) return null;
  return (
    <section className="offline-methods" aria-labelledby="offline-methods-heading">
      <h3 id="offline-methods-heading">{practice.name || 'The practice'} also accepts</h3>
      <ul>
        {methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </section>
  );
}
