// Where the Event Types tab sends the pro on the calendar (spec 001 §2): #create-group-event with
// ?bookableEventTypeId= preselects the type; ?groupEventId= opens a scheduled event.
export const scheduleEventPath = (basename: string, bookableEventTypeId: string): string =>
  `${basename}/calendar?${new URLSearchParams({ bookableEventTypeId })}#create-group-event`;

export const groupEventPath = (basename: string, groupEventId: string): string => `${basename}/calendar?${new URLSearchParams({ groupEventId })}`;

export const createGroupEventPath = (basename: string): string => `${basename}/calendar#create-group-event`;
