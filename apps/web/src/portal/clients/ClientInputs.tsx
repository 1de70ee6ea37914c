import { Stack } from '@mui/material';
import { TextInput, required } from 'react-admin';
import { isValidEmail } from '@app/clients/shared';
import { MAX_PHONE_INPUT, phoneProblem } from '@app/clients/shared';
import { INVALID_EMAIL, PHONE_REQUIRED } from './clientMessages';

// Checked in the browser as the server checks them (spec 001 §5 "Create client"); the server's
// own messages (e.g. the practice's own phone or e-mail) still land beside the fields.
const validEmail = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !isValidEmail(value) ? INVALID_EMAIL : undefined);

const validPhone = (phoneRequired: boolean) => (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return phoneRequired ? PHONE_REQUIRED : undefined;
  return phoneProblem(text) ?? undefined;
};

/** Name, e-mail and phone: shared by the create and edit forms. */
export function ClientContactInputs({ phoneRequired }: { phoneRequired: boolean }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source="firstName" label="First name" validate={required()} fullWidth autoFocus autoComplete="off" />
        <TextInput source="lastName" label="Last name" validate={required()} fullWidth autoComplete="off" />
      </Stack>
      <TextInput source="email" label="Email" type="email" validate={validEmail} fullWidth autoComplete="off" />
      <TextInput
        source="phone"
        label={phoneRequired ? 'Phone *' : 'Phone'}
        type="tel"
        placeholder="+1 (555) 555-5555"
        validate={validPhone(phoneRequired)}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: MAX_PHONE_INPUT } }}
      />
    </>
  );
}

/** The postal address, on the edit form. */
export function ClientAddressInputs() {
  return (
    <>
      <TextInput source="address" label="Address" fullWidth />
      <TextInput source="addressTwo" label="Address line 2" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source="city" label="City" fullWidth />
        <TextInput source="state" label="State" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source="postalCode" label="Postal code" fullWidth />
        <TextInput source="country" label="Country" fullWidth />
      </Stack>
    </>
  );
}
