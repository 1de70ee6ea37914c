import { formatDate, formatTimeRange } from '../../shared/formatTime';
import { initials } from '../../shared/initials';
import { AppointmentLocation } from './AppointmentLocation';
import { PAST_NOTICE, appointmentHeading, appointmentStateLabel, appointmentStatusSentence } from './appointmentStatus';
import { CancelAppointment } from './CancelAppointment';
import { PaymentSection } from './PaymentSection';
import { ServiceLines } from './ServiceLines';
import type { TokenAppointment } from './tokenAppointment';

interface Props {
  appointment: TokenAppointment;
  /** Reads the appointment again (after a payment). */
  refresh: () => Promise<void>;
  justCancelled: boolean;
  onCancelled: () => void;
}

export function AppointmentDetails({ appointment, refresh, justCancelled, onCancelled }: Props) {
  const heading = appointmentHeading(appointment);
  const { user } = appointment;
  return (
    <article className="card appointment" aria-labelledby={heading ? 'appointment-heading' : undefined}>
      {justCancelled && (
        <p className="banner banner-success" role="status">
          Your appointment has been cancelled.
        </p>
      )}
      {heading ? <h1 id="appointment-heading">{heading}</h1> : <p className="state-label">{appointmentStateLabel(appointment.state)}</p>}
      <p className={heading ? 'status-sentence' : 'status-sentence status-only'}>{appointmentStatusSentence(appointment)}</p>
      {appointment.past && (appointment.state === 'pending' || appointment.state === 'approved') && <p className="banner banner-info">{PAST_NOTICE}</p>}

      <section className="section practitioner" aria-label="Practitioner">
        <span className="avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <div>
          <p className="practitioner-name">{user.name}</p>
          {user.phone && (
            <a className="practitioner-phone" href={`tel:${user.phone}`}>
              {user.phone}
            </a>
          )}
        </div>
      </section>

      <section className="section when" aria-label="Date, time and location">
        <p className="date">{formatDate(appointment.startsAt, appointment.ianaTimeZone)}</p>
        <p className="time">
          {formatTimeRange(appointment.startsAt, appointment.endsAt, appointment.ianaTimeZone, appointment.timeZone)}
        </p>
        <AppointmentLocation appointment={appointment} />
      </section>

      <ServiceLines appointment={appointment} />
      <PaymentSection appointment={appointment} refresh={refresh} />

      <footer className="section actions">
        {appointment.canCancel && <CancelAppointment appointment={appointment} onCancelled={onCancelled} />}
        <a className="button button-primary" href={appointment.practice.url}>
          Book another appointment
        </a>
        <a className="button button-secondary" href={`/m/bookings?from=${encodeURIComponent(appointment.instantActionToken)}`}>
          All your bookings
        </a>
      </footer>
    </article>
  );
}
