import { CheckboxGroupInput } from 'react-admin';
import type { Service } from './types';

/** An add-on offered only with the chosen services; none chosen: with every service. */
export function AllowedServicesInput({ services }: { services: Service[] }) {
  const choices = services.filter((s) => !s.addOn).map((s) => ({ id: s.id, name: s.name }));
  if (!choices.length) return null;
  return (
    <CheckboxGroupInput
      source="allowedServiceIds"
      label="Offered with"
      choices={choices}
      row={false}
      helperText="None chosen: offered with every service."
    />
  );
}
