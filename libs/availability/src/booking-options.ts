// The choices the booking-settings screen offers (spec §9). The engine accepts any
// whole number of minutes; these lists are for the UI and for input validation at the API.

/** Minutes kept free before and after every busy interval. */
export const BUFFER_TIME_OPTIONS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 150, 180] as const;
export const RECOMMENDED_BUFFER_TIME = 15;

/** Minimum minutes between "now" and the start of a bookable slot. */
export const LEAD_TIME_OPTIONS = [0, 15, 30, 60, 180, 480, 720, 1440, 2880, 4320, 10080] as const;
export const RECOMMENDED_LEAD_TIME = 1440;

/** Spacing of offered start times, counted from the start of each block. */
export const START_TIME_INCREMENT_OPTIONS = [15, 30, 60, 75, 90, 120, 150, 180, 240, 300, 360] as const;
export const RECOMMENDED_START_TIME_INCREMENT = 30;

export type BufferTimeOption = (typeof BUFFER_TIME_OPTIONS)[number];
export type LeadTimeOption = (typeof LEAD_TIME_OPTIONS)[number];
export type StartTimeIncrementOption = (typeof START_TIME_INCREMENT_OPTIONS)[number];
