import type { Location } from './types';

export const KIND_LABELS: Record<Location['kind'], string> = {
  office: 'Office',
  home: 'In-home',
  virtual: 'Virtual',
};

/** "120 Court St, Suite 4, Brooklyn, NY 11201" from whichever parts are filled in. */
export function addressLine(location: Location): string {
  const cityLine = [location.city, [location.stateProvince, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [location.address, location.secondaryAddress, cityLine, location.country].filter(Boolean).join(', ');
}

/** Where the appointment happens, in one line. */
export function whereText(location: Location): string {
  if (location.kind === 'virtual') {
    const how = location.virtualType === 'phone' ? 'Phone call' : 'Video call';
    return [how, location.virtualLink].filter(Boolean).join(' · ');
  }
  if (location.kind === 'home') {
    const distance = location.travelDistance ? `Travels up to ${location.travelDistance} mi` : 'Travels to clients';
    return [distance, addressLine(location) && `from ${addressLine(location)}`].filter(Boolean).join(' ');
  }
  return addressLine(location);
}
