import { formatDate } from '../../shared/formatTime';
import { bookingTotal, type ClientBooking } from './yourBookings';

/** A booking's transaction (spec 000 §2.1, §4): type text, state label, amount. */
export function TransactionCard({ booking }: { booking: ClientBooking }) {
  const transaction = booking.transaction!;
  const label = transaction.stateLabel;
  const amount = bookingTotal({ ...booking, amountCents: transaction.amountCents, feeCents: 0, platformFeeCents: 0 });
  return (
    <article className="booking-card" aria-label={`Transaction for ${booking.services[0]?.name ?? 'a booking'}`}>
      <div className="booking-card-top">
        <span className={`booking-state transaction-state-${label.toLowerCase()}`}>{label}</span>
        <span className="booking-price">{amount}</span>
      </div>
      <p className="transaction-type">{transaction.description}</p>
      <a className="booking-card-link" href={`/m/c/${encodeURIComponent(booking.instantActionToken)}`}>
        <strong>{booking.practice?.name ?? 'Your practitioner'}</strong>
        <span>
          {booking.services.map((s) => s.name).join(', ')} · {formatDate(booking.startsAt, booking.location.timeZone)}
        </span>
      </a>
    </article>
  );
}
