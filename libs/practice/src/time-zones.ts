import { isIanaZone } from '#app/availability';

export const isValidTimeZone = (zone: string): boolean => isIanaZone(zone);
