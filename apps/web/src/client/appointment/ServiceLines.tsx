import { formatPrice } from '../payment/money';
import type { TokenAppointment } from './tokenAppointment';

/** Service lines, subtotal, tip and total in the practice's currency; an amount of 0 reads 'Free'. */
export function ServiceLines({ appointment }: { appointment: TokenAppointment }) {
  const subtotal = appointment.appointmentServices.reduce((sum, line) => sum + line.amountCents, 0);
  const currency = appointment.practice.defaultCurrency;
  const formatCents = (cents: number) => formatPrice(cents, currency);
  return (
    <section className="section services" aria-label="Services">
      <table className="lines">
        <tbody>
          {appointment.appointmentServices.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.service.name}</th>
              <td>{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {appointment.appointmentServices.length > 1 && (
            <tr>
              <th scope="row">Subtotal</th>
              <td>{formatCents(subtotal)}</td>
            </tr>
          )}
          {appointment.tipAmountCents > 0 && (
            <tr>
              <th scope="row">Tip</th>
              <td>{formatCents(appointment.tipAmountCents)}</td>
            </tr>
          )}
          <tr className="total">
            <th scope="row">Total</th>
            <td>{formatCents(appointment.fullTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
