import { Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { AppointmentEmpty } from './AppointmentEmpty';
import { AppointmentRowActions } from './AppointmentRowActions';
import { AppointmentStateChip } from './AppointmentStateChip';
import { AppointmentWhen } from './AppointmentWhen';
import { clientName, serviceSummary } from './appointmentText';
import type { Appointment } from './types';

/** Below 768px the grid becomes one card per appointment, with the same buttons. */
export function AppointmentMobileList() {
  const { data, isPending } = useListContext<Appointment>();
  if (isPending) return null;
  if (!data?.length) return <AppointmentEmpty filtered />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((appointment) => (
        <RecordContextProvider key={appointment.id} value={appointment}>
          <Card variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h2">
                  {clientName(appointment)}
                </Typography>
                <AppointmentStateChip state={appointment.state} />
              </Stack>
              <Typography variant="body2">{serviceSummary(appointment)}</Typography>
              <Typography variant="body2" component="div" sx={{ mb: 1 }}>
                <AppointmentWhen appointment={appointment} />
              </Typography>
              <AppointmentRowActions wrap />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
