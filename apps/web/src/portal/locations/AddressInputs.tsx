import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';

export function AddressInputs() {
  return (
    <>
      <TextInput source="address" label="Street address" fullWidth autoComplete="address-line1" helperText={false} />
      <TextInput source="secondaryAddress" label="Suite, unit (optional)" fullWidth autoComplete="address-line2" helperText={false} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="city" label="City" autoComplete="address-level2" sx={{ flex: '2 1 160px' }} helperText={false} />
        <TextInput source="stateProvince" label="State / province" autoComplete="address-level1" sx={{ flex: '1 1 120px' }} helperText={false} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="zip" label="ZIP / postal code" autoComplete="postal-code" sx={{ flex: '1 1 120px' }} helperText={false} />
        <TextInput source="country" label="Country" autoComplete="country-name" sx={{ flex: '2 1 160px' }} helperText={false} />
      </Stack>
    </>
  );
}
