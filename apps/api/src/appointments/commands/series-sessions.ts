// The other sessions of an appointment's recurring series, loaded from the series' own stream
// (write-side state: a decision never waits on a read model).
import { appointmentDecider, appointmentSeriesStreamId, appointmentStreamId, seriesDecider, type AppointmentState } from '#app/appointments';
import type { StreamLoader } from '#app/es-runtime';

export const loadSeriesSessions = async (loader: StreamLoader, appointment: AppointmentState): Promise<AppointmentState[]> => {
  if (appointment.status === 'none' || !appointment.seriesId) return [];
  const series = await loader.load(appointmentSeriesStreamId(appointment.seriesId), seriesDecider);
  if (series.status === 'none' || series.practiceId !== appointment.practiceId) return [];
  const sessions: AppointmentState[] = [];
  for (const id of series.appointmentIds) sessions.push(await loader.load(appointmentStreamId(id), appointmentDecider));
  return sessions;
};
