export interface BookingSettings {
  /** The practice id: react-admin needs an id for the one record. */
  id: string;
  appointmentBufferTime: number;
  appointmentLeadTime: number;
  startTimeIncrement: number;
  instantClientApproval: boolean;
  cancellationPolicy: string | null;
}

/** The single record's id in react-admin: there is one set of settings per practice. */
export const CURRENT_SETTINGS_ID = 'current';
