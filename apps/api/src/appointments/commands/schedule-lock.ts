import { KeyedLock } from '#app/es';

/** Bookings of one practice take turns in this process (see KeyedLock); keyed by practice id. */
export const scheduleLock = new KeyedLock();
