// The client read model as the contract's Client type exposes it (the server's schema is the reference).
export interface ClientNote {
  id: string;
  text: string;
  time: string;
  noteType: 'client' | 'appointment';
  appointmentId: string | null;
}

export interface Client {
  id: string;
  practiceId: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phone: string | null;
  phoneExtension: string | null;
  formattedPhone: string | null;
  clientType: string | null;
  invitedFrom: string | null;
  lastAppointmentDate: string | null;
  address: string | null;
  addressTwo: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  fullAddress: string | null;
  createdAt: string;
  /** Set once deleted: the profile stays readable (past appointments link to it), read-only. */
  deletedAt: string | null;
  notes: ClientNote[];
}

/** What the create and edit forms hold. */
export interface ClientDraft {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  address?: string | null;
  addressTwo?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A client's appointment as pastAppointments / upcomingAppointments return it. */
export interface ClientAppointment {
  id: string;
  state: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  instantActionToken: string;
  services: Array<{ name: string; addOn: boolean }>;
  location: { id: string; name: string } | null;
}
