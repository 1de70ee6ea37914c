// The booking flow's state lives in the query string, so reload and Back land on the same
// step: ?variation=&addons=a,b&location=&month=&date=&time=&step=. This file reads and
// writes it and works out which steps a service needs and which one may show.
import { addOnsFor, locationsFor, type PublicLocation, type PublicPractice, type PublicService, type ServiceVariation } from '../practice/publicPractice';
import { isLocalDate, isMonth, type LocalDate, type Month } from './calendarMonth';

export const STEPS = ['variation', 'addons', 'location', 'time', 'contact', 'done'] as const;
export type StepName = (typeof STEPS)[number];

export interface Selection {
  variationId: string | null;
  addOnIds: string[];
  locationId: string | null;
  month: Month | null;
  date: LocalDate | null;
  startsAt: string | null;
  step: StepName | null;
}

const KEYS: Record<keyof Selection, string> = {
  variationId: 'variation',
  addOnIds: 'addons',
  locationId: 'location',
  month: 'month',
  date: 'date',
  startsAt: 'time',
  step: 'step',
};

export function readSelection(search: URLSearchParams): Selection {
  const step = search.get('step');
  const month = search.get('month');
  const date = search.get('date');
  return {
    variationId: search.get('variation'),
    addOnIds: (search.get('addons') ?? '').split(',').filter(Boolean),
    locationId: search.get('location'),
    month: isMonth(month) ? month : null,
    date: isLocalDate(date) ? date : null,
    startsAt: search.get('time'),
    step: STEPS.includes(step as StepName) ? (step as StepName) : null,
  };
}

/** The query string after `changes`, keeping every other parameter (the practice page's ?service=). */
export function withSelection(search: URLSearchParams, changes: Partial<Selection>): string {
  const next = new URLSearchParams(search);
  for (const [field, value] of Object.entries(changes) as [keyof Selection, Selection[keyof Selection]][]) {
    const key = KEYS[field];
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) next.set(key, text);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

export interface FlowPlan {
  /** The steps this service needs, in order: a step with nothing to choose is skipped. */
  steps: StepName[];
  /** The step to show: the one asked for, or the first whose earlier choices are missing. */
  step: StepName;
  variation: ServiceVariation | null;
  availableAddOns: PublicService[];
  addOns: PublicService[];
  locations: PublicLocation[];
  location: PublicLocation | null;
  startsAt: string | null;
  timeLength: number;
  amountCents: number;
}

export function planFlow(practice: PublicPractice, service: PublicService, selection: Selection, confirmed: boolean): FlowPlan {
  const variation = service.variations.find((v) => v.id === selection.variationId) ?? null;
  const availableAddOns = addOnsFor(practice, service);
  const addOns = availableAddOns.filter((addOn) => selection.addOnIds.includes(addOn.id));
  const locations = locationsFor(practice, service);
  const location = locations.length === 1 ? locations[0]! : (locations.find((l) => l.id === selection.locationId) ?? null);
  const startsAt = selection.startsAt && !Number.isNaN(Date.parse(selection.startsAt)) ? selection.startsAt : null;

  const steps = STEPS.filter((step) => {
    if (step === 'variation') return service.variations.length > 0;
    if (step === 'addons') return availableAddOns.length > 0;
    // With no location at all the step stays, to say so.
    if (step === 'location') return locations.length !== 1;
    return step !== 'done';
  });
  let step: StepName = selection.step === 'done' && confirmed ? 'done' : selection.step && steps.includes(selection.step) ? selection.step : steps[0]!;
  if (step !== 'done') {
    const at = (name: StepName) => STEPS.indexOf(name);
    if (at(step) > at('location') && !location) step = 'location';
    if (step === 'contact' && !startsAt) step = 'time';
  }

  const lines = [{ timeLength: variation?.timeLength ?? service.timeLength, amountCents: variation?.amountCents ?? service.amountCents }, ...addOns];
  return {
    steps,
    step,
    variation,
    availableAddOns,
    addOns,
    locations,
    location,
    startsAt,
    timeLength: lines.reduce((sum, line) => sum + line.timeLength, 0),
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}
