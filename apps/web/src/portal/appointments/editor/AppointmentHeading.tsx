import { Box, Chip, Stack, Typography } from '@mui/material';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatCents } from '../../../shared/formatMoney';
import { MESSAGES } from '../../calendar/calendarMessages';
import { whenText } from '../../calendar/calendarTime';
import type { CalendarAppointment } from '../../calendar/calendarTypes';

// Appointment.state is a String in the schema; these are its values.
const STATE_LABELS: Partial<Record<string, string>> = {
  pending: 'Pending',
  approved: 'Accepted',
  unavailable: 'Declined',
  cancelled: 'Cancelled',
};

/** Who, in what state, how to reach them, when, where and for how much: the top of the appointment flyout. */
export function AppointmentHeading({ appointment, zone }: { appointment: CalendarAppointment; zone: string }) {
  const { client, state } = appointment;
  const closed = state === 'cancelled' || state === 'unavailable';
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {client.firstName} {client.lastName}
        </Typography>
        <Chip size="small" label={STATE_LABELS[state]} color={state === 'pending' ? 'warning' : closed ? 'default' : 'success'} />
        {appointment.seriesId && <Chip size="small" variant="outlined" label="Recurring" />}
        {appointment.packageSessionNumber != null && (
          <Chip size="small" variant="outlined" color="primary" label={`Package session ${appointment.packageSessionNumber} of ${appointment.packageNumberOfSessions}`} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[client.email, nationalPhone(client.phone)].filter(Boolean).join(' · ') || MESSAGES.noContact}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {whenText(appointment.startsAt, appointment.endsAt, zone)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {appointment.location.name} · {formatCents(appointment.amountCents)}
      </Typography>
      {(appointment.discountCodeRedemptions ?? []).map((d) => (
        <Typography key={d.code} variant="body2" color="text.secondary">
          Coupon {d.code}: −{formatCents(d.amountCents)}
        </Typography>
      ))}
      {(appointment.giftCardRedemptions ?? []).map((g) => (
        <Typography key={g.code} variant="body2" color="text.secondary">
          Gift card {g.code}: −{formatCents(g.amountCents)}
        </Typography>
      ))}
    </Box>
  );
}

/** "(212) 555-0101" for a US number, "+44 20 7946 0018" for others. */
function nationalPhone(phone: string | null): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed) return phone;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
