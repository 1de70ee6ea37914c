// The event type form's linked fields: the link (prefilled from the name until the pro edits it),
// capacity with 'Unlimited', and duration with its unit (spec 002 §5).
import { DURATION_UNITS, EVENT_TYPE_DEFAULTS, GroupEventMessages, MAX_DURATION, SLUG_PATTERN, slugFromName, type DurationUnit } from '@app/group-events/shared';
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { NumberInput, SaveButton, SelectInput, TextInput, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DURATION_UNIT_LABELS } from './eventTypeText';

const validSlug = (value: unknown) => (typeof value === 'string' && value.trim() && !SLUG_PATTERN.test(value.trim()) ? GroupEventMessages.invalidSlug : undefined);

/** The public link's last part; a new type's follows its name while the pro has not typed here. `prefix`: the practice's page and '/'. */
export function SlugInput({ isNew, prefix }: { isNew: boolean; prefix: string | null }) {
  const { setValue } = useFormContext();
  const [name, slug] = useWatch({ name: ['name', 'slug'] }) as [string | undefined, string | undefined];
  const edited = useRef(!isNew);
  useEffect(() => {
    if (!edited.current) setValue('slug', slugFromName(name ?? ''), { shouldDirty: true });
  }, [name, setValue]);
  return (
    <TextInput
      source="slug"
      label="Link"
      fullWidth
      validate={validSlug}
      onChange={() => {
        edited.current = true;
      }}
      helperText={
        prefix && slug?.trim() && SLUG_PATTERN.test(slug.trim())
          ? `Clients sign up at ${prefix}${slug.trim()}`
          : 'Lowercase letters, numbers and hyphens'
      }
      slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
    />
  );
}

function UnlimitedCheckbox() {
  const { field } = useInput({ source: 'unlimitedCapacity' });
  const { getValues, setValue } = useFormContext();
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            const capacity = getValues('capacity');
            if (!event.target.checked && (capacity === null || capacity === undefined || capacity === '')) {
              setValue('capacity', EVENT_TYPE_DEFAULTS.capacity, { shouldDirty: true });
            }
          }}
        />
      }
      label="Unlimited"
    />
  );
}

const validCapacity = (value: unknown, all: Record<string, unknown>) =>
  all.unlimitedCapacity || value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ? undefined
    : GroupEventMessages.invalidCapacity;

export function CapacityInputs() {
  const unlimited = Boolean(useWatch({ name: 'unlimitedCapacity' }));
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <NumberInput
        source="capacity"
        label="Capacity"
        min={0}
        step={1}
        disabled={unlimited}
        placeholder={unlimited ? undefined : String(EVENT_TYPE_DEFAULTS.displayCapacity)}
        validate={validCapacity}
        helperText={unlimited ? 'No limit on registrations' : 'How many people can register'}
        sx={{ width: 180 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <UnlimitedCheckbox />
    </Stack>
  );
}

const validDuration = (value: unknown, all: Record<string, unknown>) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return GroupEventMessages.invalidDuration;
  const max = MAX_DURATION[all.durationUnit as DurationUnit];
  return max !== undefined && value > max ? GroupEventMessages.durationTooLong : undefined;
};

const UNIT_CHOICES = DURATION_UNITS.map((unit) => ({ id: unit, name: DURATION_UNIT_LABELS[unit] }));

export function DurationInputs() {
  const unit = useWatch({ name: 'durationUnit' }) as DurationUnit;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <NumberInput source="duration" label="Duration" min={1} max={MAX_DURATION[unit] ?? undefined} step={1} validate={validDuration} sx={{ width: 140 }} />
      <SelectInput
        source="durationUnit"
        label="Unit"
        choices={UNIT_CHOICES}
        emptyText=""
        validate={(value: unknown) => (DURATION_UNITS.includes(value as DurationUnit) ? undefined : GroupEventMessages.invalidDurationUnit)}
        helperText={unit === 'day' ? 'For events that last several days' : false}
        sx={{ width: 160 }}
      />
    </Stack>
  );
}

/** Save, enabled once the name and the location are filled (spec 002 §5). */
export function EventTypeSaveButton() {
  const [name, location] = useWatch({ name: ['name', 'location'] }) as [string | undefined, string | undefined];
  const ready = Boolean(name?.trim()) && Boolean(location?.trim());
  return <SaveButton label="Save" disabled={!ready} />;
}
