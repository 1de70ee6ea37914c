// The Import reviews form's values and checks (spec 002 §5 "Import review"): everything but the
// text is required, the rating is 1 to 5 (5 by default) and the date cannot be in the future.
import { MAX_RATING, MIN_RATING, ReviewMessages } from '@app/reviews/shared';

export interface ImportValues {
  rating: number | null;
  text: string;
  firstName: string;
  /** YYYY-MM-DD, a day in the practice's zone */
  date: string;
  phone: string;
}

export type ImportErrors = Partial<Record<keyof ImportValues, string>>;

/** Today as YYYY-MM-DD in `timeZone` (the practice's), or in the browser's zone without one or for a zone it does not know. */
export function todayIso(now = new Date(), timeZone?: string | null): string {
  if (timeZone) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      // An unknown zone: the browser's day below.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const initialImportValues = (today: string): ImportValues => ({ rating: MAX_RATING, text: '', firstName: '', date: today, phone: '' });

export function importErrors(values: ImportValues, today: string): ImportErrors {
  const errors: ImportErrors = {};
  if (values.rating === null || values.rating < MIN_RATING || values.rating > MAX_RATING) errors.rating = ReviewMessages.importRatingRequired;
  if (!values.firstName.trim()) errors.firstName = ReviewMessages.importFirstNameRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = ReviewMessages.importDateRequired;
  else if (values.date > today) errors.date = ReviewMessages.importDateInFuture;
  if (!values.phone.trim()) errors.phone = ReviewMessages.importPhoneRequired;
  return errors;
}
