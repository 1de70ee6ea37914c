// The practice's booking settings (spec 002 §3): one record read from currentPractice and
// saved with updateBookingSettings, which answers { result, error, bookingSettings }.
import type { UpdateParams } from 'react-admin';
import { graphql } from '../../graphql';
import { CommandRejected } from '../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import { CURRENT_SETTINGS_ID, type BookingSettings } from './types';

graphql(`
  fragment BookingSettingsFields on BookingSettings {
    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy
  }
`);

const ONE = graphql(`query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }`);
const UPDATE = graphql(`mutation UpdateBookingSettings($input: BookingSettingsInput!) {
  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }
}`);

export const bookingSettingsQueries: ResourceQueries = {
  GET_ONE: () =>
    resourceQuery(ONE, {}, (data) => {
      if (!data.currentPractice) throw new Error('Only a practice owner has booking settings.');
      return { data: { id: CURRENT_SETTINGS_ID, ...data.currentPractice.bookingSettings } };
    }),
  UPDATE: ({ data }: UpdateParams<BookingSettings>) =>
    resourceQuery(
      UPDATE,
      {
        input: {
          appointmentBufferTime: data.appointmentBufferTime,
          appointmentLeadTime: data.appointmentLeadTime,
          startTimeIncrement: data.startTimeIncrement,
          instantClientApproval: data.instantClientApproval,
          // An empty text clears the policy.
          cancellationPolicy: data.cancellationPolicy ?? '',
        },
      },
      (result) => {
        const payload = result.updateBookingSettings;
        if (payload.result !== 'success' || !payload.bookingSettings) {
          throw new CommandRejected(payload.errors.length ? payload.errors : payload.error ? [payload.error] : []);
        }
        return { data: { id: CURRENT_SETTINGS_ID, ...payload.bookingSettings } };
      },
    ),
};
