import { Box, Button } from '@mui/material';
import { Form, FormDataConsumer, RadioButtonGroupInput, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { FormFailure } from '../layout/FormFailure';
import { useFormSave } from '../practice/useFormSave';
import { saveRecord } from '../practice/saveRecord';
import { KIND_CHOICES, LocationKindInputs } from './LocationKindInputs';
import { TimeZoneInput } from './TimeZoneInput';
import { WeeklyHoursInput } from './WeeklyHoursInput';
import { locationFieldOf, saveLocationTexts } from './locationMessages';
import type { Location, LocationDraft } from './types';

interface Props {
  draft: LocationDraft;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a location with its weekly hours; server messages land beside their fields. */
export function LocationForm({ draft, onSaved, onCancel }: Props) {
  const dataProvider = useDataProvider();
  const { save, failure } = useFormSave<LocationDraft, Location>({
    send: (values) => saveRecord<Location>(dataProvider, 'locations', values as Partial<Location>),
    ...saveLocationTexts,
    fieldOf: locationFieldOf,
    onSaved,
  });

  return (
    <Form record={draft} onSubmit={save} noValidate>
      <TextInput source="name" label="Location name" fullWidth autoFocus helperText="Clients see it when they book, e.g. Downtown studio." />
      <RadioButtonGroupInput source="kind" label="Type" choices={KIND_CHOICES} helperText={false} />
      <FormDataConsumer<LocationDraft>>{({ formData }) => <LocationKindInputs kind={formData.kind} />}</FormDataConsumer>
      <TimeZoneInput saved={draft.timeZone} />
      <WeeklyHoursInput />
      <FormFailure text={failure} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SaveButton label="Save" />
      </Box>
    </Form>
  );
}
