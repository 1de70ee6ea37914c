import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, RadioButtonGroupInput, TextInput, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormFailure } from '../../layout/FormFailure';
import { useFormSave } from '../../practice/useFormSave';
import { rejectionMessages } from '../../shared/commandRejected';
import { usePracticeLink } from '../../shared/practiceLink';
import { PriceInput } from '../PriceInput';
import { DeleteEventTypeButton } from './DeleteEventTypeButton';
import { eventTypeCommands } from './eventTypeCalls';
import { toEventTypeInput, type EventTypeDraft } from './eventTypeDraft';
import { eventTypeFieldOf, photoSaveTexts, saveEventTypeTexts } from './eventTypeMessages';
import { CapacityInputs, DurationInputs, EventTypeSaveButton, SlugInput } from './EventTypeInputs';
import { EventTypePhoto, savePhoto } from './EventTypePhoto';

const KIND_CHOICES = [
  { id: 'in_person', name: 'In person' },
  { id: 'virtual', name: 'Virtual' },
];

interface Props {
  draft: EventTypeDraft;
  /** After a save: the type's id, and whether it was just created. */
  onSaved: (saved: { id: string; created: boolean }) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

function LocationInput() {
  const kind = useWatch({ name: 'kind' });
  return (
    <TextInput
      source="location"
      label="Location"
      fullWidth
      helperText={kind === 'virtual' ? 'Where clients join, like a video link' : 'The address where the event takes place'}
    />
  );
}

/** Create or edit an event type (spec 002 §2 Event Types tab, §5 rules); server messages land beside their fields. */
export function EventTypeForm({ draft, onSaved, onDeleted, onCancel }: Props) {
  const notify = useNotify();
  const practiceLink = usePracticeLink();
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const { save, failure } = useFormSave<EventTypeDraft, { id: string }>({
    send: (values) => eventTypeCommands.save(toEventTypeInput(values)),
    ...saveEventTypeTexts,
    fieldOf: eventTypeFieldOf,
    onSaved: (saved) => {
      const created = !draft.id;
      if (pendingPhoto) {
        savePhoto(saved.id, pendingPhoto).then(
          () => onSaved({ id: saved.id, created }),
          (error) => {
            notify(photoSaveTexts.failure(rejectionMessages(error)), { type: 'error' });
            onSaved({ id: saved.id, created });
          },
        );
      } else onSaved({ id: saved.id, created });
    },
  });

  return (
    <Form record={draft} onSubmit={save} noValidate>
      <Stack sx={{ gap: 0.5 }}>
        <TextInput source="name" label="Name" fullWidth autoFocus />
        <TextInput source="description" label="Description" fullWidth multiline minRows={3} />
        <TextInput
          source="instructions"
          label="Instructions"
          fullWidth
          multiline
          minRows={2}
          helperText="What clients should know before they come, sent with their registration"
        />
        <CapacityInputs />
        <PriceInput source="amountCents" label="Price" />
        <RadioButtonGroupInput source="kind" label="Format" choices={KIND_CHOICES} row helperText={false} />
        <LocationInput />
        <DurationInputs />
        <SlugInput isNew={!draft.id} prefix={practiceLink ? `${practiceLink.replace(/\/$/, '')}/` : null} />
        <EventTypePhoto typeId={draft.id} photoUrl={draft.photoUrl} pending={pendingPhoto} onPending={setPendingPhoto} />
      </Stack>
      {draft.id && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          Dates you already scheduled keep their name, price, capacity and place; dates you schedule or move from now on use these.
        </Typography>
      )}
      <FormFailure text={failure} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 2 }}>
        {draft.id && <DeleteEventTypeButton id={draft.id} name={draft.name} onDeleted={onDeleted} />}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onCancel}>Cancel</Button>
        <EventTypeSaveButton />
      </Box>
    </Form>
  );
}
