// The new appointment form's values: the appointment, its client and how it repeats, with the
// changes that follow from one another.
import { useEffect, useRef, useState } from 'react';
import type { CalendarPractice } from '../../calendar/calendarTypes';
import { defaultRepeat, followStartDate, type RepeatSettings } from '../../calendar/recurrence';
import { withLines, withWhen, type AppointmentDraft } from './appointmentDraft';
import type { ClientSelection } from './ClientPicker';
import { fetchClient } from './editorQueries';
import { initialDraft, type NewAppointmentTarget } from './newAppointmentDraft';

export function useNewAppointmentDraft(practice: CalendarPractice, target: NewAppointmentTarget) {
  const zone = practice.timeZone;
  const [draft, setDraft] = useState(() => initialDraft(practice, target));
  const [who, setWho] = useState<ClientSelection>({ client: null, newClient: null });
  const [repeat, setRepeat] = useState<RepeatSettings>(() => defaultRepeat(draft.date));

  // Opened from a client's page: that client is chosen.
  useEffect(() => {
    if (!target.clientId) return;
    fetchClient(target.clientId)
      .then((client) => client && setWho({ client, newClient: null }))
      .catch(() => undefined);
  }, [target.clientId]);

  // A chosen client's own prices replace the services' list prices the pro has not changed.
  const customPrices = who.client?.customPrices;
  useEffect(() => {
    if (!customPrices?.length) return;
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((line) => {
        const service = practice.services.find((s) => s.id === line.serviceId);
        const own = customPrices.find((p) => p.serviceId === line.serviceId);
        return service && own && line.amountCents === service.amountCents ? { ...line, amountCents: own.amountCents } : line;
      }),
    }));
  }, [customPrices, practice.services]);

  // A new start date moves the repeat defaults the pro has not changed (end one month on; the weekday).
  const previousDate = useRef(draft.date);
  useEffect(() => {
    const before = previousDate.current;
    previousDate.current = draft.date;
    if (before === draft.date) return;
    setRepeat((r) => followStartDate(r, before, draft.date));
  }, [draft.date]);

  /** A new start keeps the length; new services set it. */
  const change = (patch: Partial<AppointmentDraft>) =>
    setDraft((d) => {
      if (patch.startTime !== undefined) return withWhen(d, patch, practice.services, zone);
      if (patch.lines) return withLines(d, patch.lines, practice.services, zone);
      return { ...d, ...patch };
    });

  return { draft, change, who, setWho, repeat, setRepeat };
}
