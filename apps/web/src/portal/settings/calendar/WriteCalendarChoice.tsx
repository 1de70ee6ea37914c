import { MenuItem, TextField, Typography } from '@mui/material';
import { useCommand } from '../../shared/useCommand';
import { calendarIntegrationCommands, type CalendarIntegrations } from './calendarIntegrationsCalls';
import { writeCalendarTexts } from './calendarIntegrationsMessages';

/** updateCronofyClient: one of the accounts' calendars, or none (iCal feeds are read-only). */
export function WriteCalendarChoice({ data }: { data: CalendarIntegrations }) {
  const { run, pending } = useCommand(writeCalendarTexts);
  const choices = data.connections.filter((c) => c.providerName !== 'ical').flatMap((c) => c.calendars.map((calendar) => ({ ...calendar, account: c.profileName })));
  if (choices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None. iCal feeds are read-only, so appointments are not written to them. Connect a Google or Microsoft calendar to choose one.
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label="Write calendar"
      value={data.writeCalendar?.calendarId ?? ''}
      disabled={pending}
      onChange={(e) => run(() => calendarIntegrationCommands.writeCalendar(e.target.value || null))}
      // 'None' shows as the value, not as an empty field under its label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ width: 420, maxWidth: '100%' }}
    >
      <MenuItem value="">None</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.calendarName} ({c.account})
        </MenuItem>
      ))}
    </TextField>
  );
}
