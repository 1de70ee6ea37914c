import { LocationMap } from '../maps/LocationMap';
import type { TokenAppointment } from './tokenAppointment';

// A location's link is typed by the pro: only web links become anchors.
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * Where (spec 000 §2.2): the location's name, with '(Video)' or '(Phone Call)' for a virtual
 * one; the address and a map for an in-person one; the join link and the instructions for a
 * virtual one. The map and the link go once the appointment is off.
 */
export function AppointmentLocation({ appointment }: { appointment: TokenAppointment }) {
  const { location, locationName, virtualMeetingLinkWithFallback: link } = appointment;
  const live = appointment.state === 'pending' || appointment.state === 'approved';
  return (
    <>
      <p className="location">{locationName}</p>
      {location.address && <p className="location-address muted">{location.address}</p>}
      {live && link && (
        <p className="virtual-link">
          Join:{' '}
          {isWebLink(link) ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          ) : (
            link
          )}
        </p>
      )}
      {location.virtualInstructions && <p className="virtual-instructions">{location.virtualInstructions}</p>}
      {live && location.kind !== 'virtual' && location.address && <LocationMap address={location.address} />}
    </>
  );
}
