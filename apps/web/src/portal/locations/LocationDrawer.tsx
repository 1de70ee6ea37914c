import { Flyout } from '../layout/Flyout';
import { LocationForm } from './LocationForm';
import type { Location, LocationDraft } from './types';
import { completeWeek, defaultWeeklyHours } from './weeklyHours';

export function LocationDrawer({ draft, onClose }: { draft: LocationDraft | null; onClose: () => void }) {
  return (
    <Flyout open={draft !== null} title={draft?.id ? 'Edit location' : 'Add location'} onClose={onClose}>
      {draft && <LocationForm draft={draft} onSaved={onClose} onCancel={onClose} />}
    </Flyout>
  );
}

/** Spec 002 §9: a new location is an office; a virtual one defaults to video. */
export function newLocationDraft(timeZone: string): LocationDraft {
  return {
    name: '',
    kind: 'office',
    timeZone,
    address: null,
    secondaryAddress: null,
    city: null,
    stateProvince: null,
    zip: null,
    country: null,
    virtualType: 'video',
    virtualLink: null,
    virtualInstructions: null,
    travelDistance: null,
    availableTimes: defaultWeeklyHours(),
  };
}

/** An existing location in the form's shape: every weekday present, video as the virtual default. */
export function locationDraftOf(location: Location): LocationDraft {
  const { state: _state, canDelete: _canDelete, onlyLocationForService: _only, ...draft } = location;
  return { ...draft, virtualType: draft.virtualType ?? 'video', availableTimes: completeWeek(location.availableTimes) };
}
