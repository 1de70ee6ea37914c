// GET /calendar-feeds/<token>.ics: the practice's appointments for calendar apps that subscribe to
// the pro's private link. An unknown or revoked link is a plain 404; guessing is rate limited.
import { Controller, Get, Header, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { AppointmentsQuery, CalendarConnectionsQuery, PracticesQuery } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { HttpRateLimitGuard } from './http-rate-limit.guard.js';
import { appointmentsIcsFeed } from './appointments-ics-feed.js';

const DAY_MS = 86_400_000;
const UID_DOMAIN = 'appointments.wellness-booking';

@Controller('calendar-feeds')
@UseGuards(HttpRateLimitGuard)
export class AppointmentsFeedController {
  constructor(
    private readonly connections: CalendarConnectionsQuery,
    private readonly appointments: AppointmentsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  @Get(':file')
  @Header('content-type', 'text/calendar; charset=utf-8')
  @Header('cache-control', 'private, max-age=300')
  async feed(@Param('file') file: string): Promise<string> {
    const token = typeof file === 'string' && file.endsWith('.ics') ? file.slice(0, -4) : '';
    const doc = token ? await this.connections.bySubscriptionToken(token) : null;
    if (!doc) throw new NotFoundException('Calendar not found');
    const now = this.clock.now().getTime();
    const range = { from: new Date(now - 30 * DAY_MS).toISOString(), to: new Date(now + 180 * DAY_MS).toISOString() };
    const [appointments, practice] = await Promise.all([this.appointments.holdingTimeOverlapping(doc.practiceId, range), this.practices.byId(doc.practiceId)]);
    return appointmentsIcsFeed(practice?.name ?? 'Appointments', appointments, UID_DOMAIN);
  }
}
