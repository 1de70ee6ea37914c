// The practice's booking settings (spec 002 §3): one record read from currentPractice and
// saved with updateBookingSettings, which answers { result, error, bookingSettings }.
import { parse } from 'graphql';
import type { UpdateParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';
import { CommandRejected } from '../practice/commandRejected';
import { CURRENT_SETTINGS_ID, type BookingSettings } from './types';

const FIELDS = 'appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy';

const ONE = parse(`query BookingSettings { currentPractice { id bookingSettings { ${FIELDS} } } }`);
const UPDATE = parse(`mutation UpdateBookingSettings($input: BookingSettingsInput!) {
  updateBookingSettings(input: $input) { result error errors bookingSettings { ${FIELDS} } }
}`);

interface UpdatePayload {
  result: string | null;
  error: string | null;
  errors: string[];
  bookingSettings: Omit<BookingSettings, 'id'> | null;
}

export const bookingSettingsQueries: ResourceQueries = {
  GET_ONE: () => ({
    query: ONE,
    variables: {},
    parseResponse: ({ data }) => {
      if (!data.currentPractice) throw new Error('Only a practice owner has booking settings.');
      return { data: { id: CURRENT_SETTINGS_ID, ...data.currentPractice.bookingSettings } };
    },
  }),
  UPDATE: ({ data }: UpdateParams<BookingSettings>) => ({
    query: UPDATE,
    variables: {
      input: {
        appointmentBufferTime: data.appointmentBufferTime,
        appointmentLeadTime: data.appointmentLeadTime,
        startTimeIncrement: data.startTimeIncrement,
        instantClientApproval: data.instantClientApproval,
        // An empty text clears the policy.
        cancellationPolicy: data.cancellationPolicy ?? '',
      },
    },
    parseResponse: ({ data: result }: { data: { updateBookingSettings: UpdatePayload } }) => {
      const payload = result.updateBookingSettings;
      if (payload.result !== 'success' || !payload.bookingSettings) {
        throw new CommandRejected(payload.errors.length ? payload.errors : payload.error ? [payload.error] : []);
      }
      return { data: { id: CURRENT_SETTINGS_ID, ...payload.bookingSettings } };
    },
  }),
};
