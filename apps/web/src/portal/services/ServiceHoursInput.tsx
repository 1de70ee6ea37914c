// spec 002 §3 Service.availableTimes / availableTimesEnabled: the service's own weekly hours, in
// the location editor's shape; clients can then book it only when its location is open too.
import { useEffect } from 'react';
import { BooleanInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { WeeklyHoursInput } from '../locations/WeeklyHoursInput';
import { defaultWeeklyHours } from '../locations/weeklyHours';

export function ServiceHoursInput() {
  const enabled = useWatch({ name: 'availableTimesEnabled' }) as boolean | undefined;
  const hours = useWatch({ name: 'availableTimes' }) as unknown;
  const { setValue } = useFormContext();
  // Switched on for the first time: start from the usual hours rather than a closed week.
  useEffect(() => {
    if (enabled && !hours) setValue('availableTimes', defaultWeeklyHours(), { shouldDirty: true });
  }, [enabled, hours, setValue]);
  return (
    <>
      <BooleanInput source="availableTimesEnabled" label="Custom hours for this service" helperText={false} />
      {enabled && (
        <WeeklyHoursInput
          legend="Service hours"
          helperText="Clients can book this service only when both these hours and its location are open, in the location's time zone."
        />
      )}
    </>
  );
}
