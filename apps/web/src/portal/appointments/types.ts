import type { AppointmentFieldsFragment } from '../../graphql/graphql';

/** An appointment as the list, the inbox and the history read it (the AppointmentFields fragment). */
export type Appointment = AppointmentFieldsFragment;
export type ServiceLine = Appointment['services'][number];
