import type { Appointment } from './types';

export function clientName(appointment: Pick<Appointment, 'client'>): string {
  return `${appointment.client.firstName} ${appointment.client.lastName}`.trim();
}

/** "Massage 60 min + Hot stones" */
export function serviceSummary(appointment: Pick<Appointment, 'services'>): string {
  return appointment.services.map((line) => line.name).join(' + ');
}
