import { formatDate, formatTimeRange } from '../../shared/formatTime';
import { bookingTotal, canCancel, type ClientBooking } from './yourBookings';

interface Props {
  booking: ClientBooking;
  /** Offered on pending and unavailable bookings of the Upcoming tab. */
  onCancel?: (booking: ClientBooking) => void;
}

/** One booking: state label, when, the service lines, where and the price; it links to /m/c/{token}. */
export function BookingCard({ booking, onCancel }: Props) {
  const { location } = booking;
  return (
    <article className="booking-card" aria-label={`${booking.services[0]?.name ?? 'Booking'} with ${booking.practice?.name ?? 'your practitioner'}`}>
      <div className="booking-card-top">
        <span className={`booking-state booking-state-${booking.state}`}>{booking.stateLabel}</span>
        <span className="booking-price">{bookingTotal(booking)}</span>
      </div>
      <a className="booking-card-link" href={`/m/c/${encodeURIComponent(booking.instantActionToken)}`}>
        <strong>{booking.practice?.name ?? 'Your practitioner'}</strong>
        <span>
          {formatDate(booking.startsAt, location.timeZone)}, {formatTimeRange(booking.startsAt, booking.endsAt, location.timeZone, location.timeZoneAbbr)}
        </span>
      </a>
      <ul className="booking-services">
        {booking.services.map((service) => (
          <li key={service.id}>
            {service.addOn ? '+ ' : ''}
            {service.name} <span className="muted">({service.timeLength} min)</span>
          </li>
        ))}
      </ul>
      <p className="muted booking-location">
        {location.name}
        {location.kind === 'virtual' ? ' (Virtual)' : location.address ? ` · ${location.address}` : ''}
      </p>
      {onCancel && canCancel(booking) && (
        <button type="button" className="link-button" onClick={() => onCancel(booking)}>
          Cancel booking
        </button>
      )}
    </article>
  );
}
