export type AppointmentState = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface ServiceLine {
  serviceId: string;
  name: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
}

export interface Appointment {
  id: string;
  practiceId: string;
  state: AppointmentState;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  amountCents: number;
  instantActionToken: string;
  bookedBy: 'client' | 'pro';
  createdAt: string;
  past: boolean;
  practitionerNote: string | null;
  client: { id: string; firstName: string; lastName: string; email: string; phone: string };
  services: ServiceLine[];
  location: { id: string; name: string; kind: string; timeZone: string };
}
