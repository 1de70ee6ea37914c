// Demo services extras (issue 17): a short massage offered on weekday mornings only (its own
// hours, narrower than the studio's), with a photo stored through the file-storage port.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { defaultWeeklyHours, WEEKDAYS, type WeeklyHours } from '#app/availability';
import { loadConfig } from '#app/config';
import { DiskFileStorage, type FileStorage } from '#app/integrations';
import type { PracticeCommand } from '#app/practice';
import { fileUrl } from '../group-events/file-storage.provider.js';
import { gradientPng } from './seed-demo-profile.js';

type Change = (change: Exclude<PracticeCommand, { type: 'CreatePractice' }>) => Promise<unknown>;

/** Monday to Friday, 9:00 AM to 12:00 PM; the weekend stays off. */
const weekdayMornings = (): WeeklyHours => {
  const hours = defaultWeeklyHours();
  for (const day of WEEKDAYS) hours[day] = { enabled: hours[day].enabled, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] };
  return hours;
};

export const seedDemoServiceExtras = async (change: Change, demo: { locationId: string; files?: FileStorage }): Promise<void> => {
  const files = demo.files ?? new DiskFileStorage(join(loadConfig().dataDir, 'files'));
  const photo = await files.save({ bytes: gradientPng(160, 120, [200, 225, 210], [90, 140, 120]), contentType: 'image/png' });
  await change({
    type: 'UpsertService',
    data: {
      serviceId: randomUUID(), name: 'Morning express massage', description: 'A focused 30-minute massage for neck, shoulders and back, weekday mornings only.',
      timeLength: 30, amountCents: 5500, addOn: false, public: true, locationIds: [demo.locationId],
      availableTimes: weekdayMornings(), availableTimesEnabled: true, photoUrl: fileUrl(photo.handle),
    },
  });
};
