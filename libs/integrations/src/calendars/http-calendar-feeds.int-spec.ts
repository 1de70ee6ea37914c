import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CalendarFeedMessages } from './calendar-feed.js';
import { HttpCalendarFeeds } from './http-calendar-feeds.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const window = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2027-02-21T00:00:00Z'), timeZone: 'America/New_York' };

describe('HttpCalendarFeeds against a local HTTP server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/google.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture('google-recurring.ics'));
      if (req.url === '/moved') return void res.writeHead(302, { location: '/google.ics' }).end();
      if (req.url === '/login') return void res.writeHead(200, { 'content-type': 'text/html' }).end(fixture('not-a-feed.html'));
      if (req.url === '/slow') return void setTimeout(() => res.end(fixture('all-day.ics')), 2000);
      res.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const feeds = new HttpCalendarFeeds({ timeoutMs: 500, allowPrivateAddresses: true });

  it('fetches and parses a feed, following redirects', async () => {
    const feed = await feeds.read(`${base}/moved`, window);
    expect(feed.name).toBe('Jane personal');
    expect(feed.events.some((e) => e.title === 'Dentist')).toBe(true);
  });

  it('reads a data: URL', async () => {
    const feed = await feeds.read(`data:text/calendar,${encodeURIComponent(fixture('all-day.ics'))}`, window);
    expect(feed.events.map((e) => e.title)).toEqual(['Thanksgiving', 'Conference trip']);
  });

  it.each([
    ['an HTML page', '/login'],
    ['a missing page', '/nothing'],
    ['a server that is too slow', '/slow'],
  ])('refuses %s with the spec message', async (_, path) => {
    await expect(feeds.read(`${base}${path}`, window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
  });

  it('in production, refuses private addresses, directly or by a redirect', async () => {
    const strict = new HttpCalendarFeeds({ timeoutMs: 500 });
    await expect(strict.read(`${base}/google.ics`, window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
    await expect(strict.read('http://localhost:9/cal.ics', window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
    await expect(strict.read('http://[::1]:9/cal.ics', window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
    await expect(strict.read('http://169.254.169.254/latest/meta-data', window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
    // data: URLs need no network.
    expect((await strict.read(`data:text/calendar,${encodeURIComponent(fixture('all-day.ics'))}`, window)).events).toHaveLength(2);
  });

  it.each(['', 'not a url', 'ftp://example.com/cal.ics', 'http://127.0.0.1:1/closed.ics'])('refuses %j', async (url) => {
    await expect(feeds.read(url, window)).rejects.toThrow(CalendarFeedMessages.invalidFeed);
  });
});
