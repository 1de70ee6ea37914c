// The client read model as the portal reads it: types generated from the API's schema.
import type { ClientAppointmentFieldsFragment, ClientFieldsFragment } from '../../graphql/graphql';

/**
 * A client as the directory and the profile read it (the ClientFields fragment). `deletedAt` is set
 * once deleted: the profile stays readable (past appointments link to it), read-only.
 */
export type Client = ClientFieldsFragment;

/** `noteType` is 'client' or 'appointment'. */
export type ClientNote = Client['notes'][number];

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
export type ClientAppointment = ClientAppointmentFieldsFragment;
