// Read-model documents to GraphQL objects.
import { formatPhone } from '#app/clients';
import type { ClientDocument, ClientNoteDocument } from '#projections';
import type { Client, ClientNote } from './client.models.js';

export const toNote = (n: ClientNoteDocument): ClientNote => ({ id: n.id, text: n.text, time: n.time, noteType: n.noteType, appointmentId: n.appointmentId });

const fullAddress = (d: ClientDocument): string | null => {
  const cityLine = [d.city, [d.state, d.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const parts = [d.address, d.addressTwo, cityLine, d.country].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
};

export const toClient = (d: ClientDocument, lastAppointmentDate: string | null): Client => ({
  id: d.id,
  practiceId: d.practiceId,
  firstName: d.firstName,
  lastName: d.lastName,
  name: d.fullName,
  email: d.email,
  phone: d.phone,
  phoneExtension: d.phoneExtension ?? null,
  formattedPhone: formatPhone(d.phone, d.phoneExtension),
  clientType: d.clientType,
  invitedFrom: d.invitedFrom,
  lastAppointmentDate,
  address: d.address,
  addressTwo: d.addressTwo,
  city: d.city,
  state: d.state,
  postalCode: d.postalCode,
  country: d.country,
  fullAddress: fullAddress(d),
  createdAt: d.createdAt,
  deletedAt: d.deletedAt,
  notes: [...d.notes].reverse().map(toNote),
  customPrices: d.customPrices.map((p) => ({ id: p.id, serviceId: p.serviceId, variationId: p.variationId, amountCents: p.amountCents })),
});
