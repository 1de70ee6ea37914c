import { NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { AddressInputs } from './AddressInputs';
import type { LocationKind } from './types';

export const KIND_CHOICES = [
  { id: 'office', name: 'Office' },
  { id: 'home', name: 'In-home (you travel to clients)' },
  { id: 'virtual', name: 'Virtual' },
];

const VIRTUAL_TYPE_CHOICES = [
  { id: 'video', name: 'Video call' },
  { id: 'phone', name: 'Phone call' },
];

/** The fields each kind needs (spec 002 §5): an address, a travel distance, or a link or instructions. */
export function LocationKindInputs({ kind }: { kind: LocationKind | undefined }) {
  if (kind === 'virtual') {
    return (
      <>
        <RadioButtonGroupInput source="virtualType" label="How you meet" choices={VIRTUAL_TYPE_CHOICES} helperText={false} />
        <TextInput source="virtualLink" label="Meeting link" fullWidth helperText="For example https://zoom.us/j/1234567890" />
        <TextInput
          source="virtualInstructions"
          label="Instructions"
          fullWidth
          multiline
          minRows={2}
          helperText="A link or instructions are required."
        />
      </>
    );
  }
  return (
    <>
      <AddressInputs />
      {kind === 'home' && (
        <NumberInput source="travelDistance" label="Travel distance (miles)" min={1} max={50} step={1} helperText="How far you travel to clients: 1 to 50 miles." />
      )}
    </>
  );
}
