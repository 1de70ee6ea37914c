// What a new practice starts with, so its booking page works before the pro configures it.
import { randomUUID } from 'node:crypto';
import type { LocationDefinition, ServiceDefinition } from '#app/practice';

export const firstOfferings = (timeZone: string): { service: ServiceDefinition; location: LocationDefinition } => {
  const locationId = randomUUID();
  return {
    location: {
      locationId,
      name: 'Online',
      kind: 'virtual',
      address: null,
      timeZone,
      virtualType: 'video',
      virtualInstructions: 'You will receive the video link before the appointment.',
    },
    service: {
      serviceId: randomUUID(),
      name: 'Initial consultation',
      description: 'A first session to get to know each other and plan your care.',
      timeLength: 60,
      amountCents: 0,
      addOn: false,
      public: true,
      locationIds: [locationId],
    },
  };
};
