import { useEffect, useRef } from 'react';
import { formatDate, formatClock, zoneAbbreviation } from '../../shared/formatTime';
import { formatCents } from '../../shared/formatMoney';
import { AppLink } from '../navigation/AppLink';
import { formatDuration } from '../practice/serviceText';
import { AddToCalendar } from './AddToCalendar';
import type { BookingConfirmation } from './bookingConfirmation';

/** 'Request sent!' while the practitioner has to accept, 'Appointment confirmed!' when the practice accepts at once. */
export function BookingConfirmationCard({ booking }: { booking: BookingConfirmation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pending = booking.state === 'pending';
  const time = `${formatClock(booking.startsAt, booking.timeZone)} ${zoneAbbreviation(booking.startsAt, booking.timeZone)}`;
  return (
    <section className="card confirmation" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" className="confirmation-heading" tabIndex={-1} ref={heading}>
        {pending ? 'Request sent!' : 'Appointment confirmed!'}
      </h2>
      <p>
        {pending
          ? `Your request has been sent to ${booking.practitionerName}. You will get an email when it is confirmed.`
          : `Your appointment with ${booking.practitionerName} is confirmed. We look forward to seeing you.`}
      </p>
      <dl className="confirmation-details">
        <dt>When</dt>
        <dd>
          {formatDate(booking.startsAt, booking.timeZone)}, {time}
        </dd>
        <dt>What</dt>
        <dd>
          {booking.serviceNames.join(' + ')}{' '}
          <span className="confirmation-extra">
            · {formatDuration(booking.timeLength)} · {formatCents(booking.amountCents)}
          </span>
        </dd>
        <dt>Where</dt>
        <dd>
          {booking.locationName} {booking.locationDetail && <span className="confirmation-extra">{booking.locationDetail}</span>}
        </dd>
      </dl>
      <AddToCalendar instantActionToken={booking.instantActionToken} />
      <div className="confirmation-actions">
        <AppLink className="button button-primary" href={`/m/c/${encodeURIComponent(booking.instantActionToken)}`}>
          View your appointment
        </AppLink>
        <AppLink className="button button-secondary" href={booking.practiceUrl}>
          Book another appointment
        </AppLink>
      </div>
    </section>
  );
}
