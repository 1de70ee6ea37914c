import { IANAZone } from 'luxon';

export const isValidTimeZone = (zone: string): boolean => typeof zone === 'string' && IANAZone.isValidZone(zone);
