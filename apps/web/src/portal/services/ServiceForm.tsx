import { Alert, Box, Button, Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, Form, NumberInput, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { FormFailure } from '../layout/FormFailure';
import { useFormSave } from '../practice/useFormSave';
import { saveRecord } from '../practice/saveRecord';
import type { Location } from '../locations/types';
import { PriceInput } from './PriceInput';
import { VariationInputs } from './VariationInputs';
import { AllowedServicesInput } from './AllowedServicesInput';
import { PackageInputs } from './PackageInputs';
import { saveServiceTexts, serviceFieldFor } from './serviceMessages';
import { ServiceHoursInput } from './ServiceHoursInput';
import { ServicePhoto } from './ServicePhoto';
import type { Service, ServiceDraft } from './types';

interface Props {
  draft: ServiceDraft;
  locations: Location[];
  /** The practice's services, for an add-on's 'Offered with'. */
  services: Service[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Create or edit a service; the server's validation messages land beside their fields. */
export function ServiceForm({ draft, locations, services, onSaved, onCancel }: Props) {
  const dataProvider = useDataProvider();
  const { save, failure } = useFormSave<ServiceDraft, Service>({
    send: (values) => saveRecord<Service>(dataProvider, 'services', values as Partial<Service>),
    ...saveServiceTexts,
    fieldOf: serviceFieldFor,
    onSaved,
  });
  const choices = locations.map((l) => ({ id: l.id, name: l.state === 'disabled' ? `${l.name} (disabled)` : l.name }));

  return (
    <Form record={draft} onSubmit={save} noValidate>
      <Stack sx={{ gap: 0.5 }}>
        <TextInput source="name" label="Name" fullWidth autoFocus />
        <TextInput source="description" label="Description" fullWidth multiline minRows={3} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="timeLength" label="Duration (minutes)" min={0} step={5} sx={{ width: 180 }} />
          <PriceInput source="amountCents" label="Price" />
        </Stack>
        <VariationInputs />
        {!draft.addOn && <PackageInputs />}
        {choices.length ? (
          <CheckboxGroupInput source="locationIds" label="Locations" choices={choices} row={false} helperText={false} />
        ) : (
          <Alert severity="info">Add a location under Locations &amp; Hours to offer this service there.</Alert>
        )}
        <BooleanInput source="addOn" label="Add-on: clients add it to another service" helperText={false} />
        {draft.addOn && <AllowedServicesInput services={services.filter((s) => s.id !== draft.id)} />}
        <BooleanInput source="public" label="Show on my booking page" helperText={false} />
        <ServicePhoto serviceId={draft.id} photoUrl={draft.photoUrl} />
        {!draft.addOn && <ServiceHoursInput />}
      </Stack>
      <FormFailure text={failure} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SaveButton label="Save" />
      </Box>
    </Form>
  );
}
