// A local fake of Zoom's REST API v2 for adapter tests, in Zoom's wire format (JSON, snake_case,
// errors as { code, message }). It covers:
// - GET /v2/users/me: the user the bearer token belongs to.
// - POST /v2/users/me/meetings: a scheduled meeting (201 with id, join_url, start_url, password,
//   created_at); no topic → 400 (300 Validation Failed).
// - GET /v2/users/me/meetings?type=upcoming: the user's meetings.
// Any call with another token → 401 (124 Invalid access token). Faults for the tests:
// `answerLate(ms)` creates the next meeting at once but answers only after `ms`; `failNext(status)`
// answers the next POST with a 5xx or 429 and creates nothing. `requests` keeps every call.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeZoomRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
}

export interface FakeZoomMeeting {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  created_at: string;
  join_url: string;
}

export interface FakeZoom {
  url: string;
  accessToken: string;
  user: { id: string; first_name: string; last_name: string; display_name: string; email: string };
  requests: FakeZoomRequest[];
  meetings: FakeZoomMeeting[];
  answerLate(ms: number): void;
  failNext(status: 429 | 500 | 503): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body: unknown) => {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
};

const noMillis = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const startFakeZoom = async (accessToken = randomBytes(24).toString('base64url')): Promise<FakeZoom> => {
  let late = 0;
  let failure: 429 | 500 | 503 | null = null;
  let nextId = 81_234_567_890;

  const create = (res: ServerResponse, body: Record<string, unknown>) => {
    if (failure) {
      const status = failure;
      failure = null;
      return status === 429 ? send(res, 429, { code: 429, message: "You have reached the maximum per-second rate limit for this API." }) : send(res, status, { code: status, message: 'Internal Error' });
    }
    if (typeof body.topic !== 'string' || !body.topic) return send(res, 400, { code: 300, message: 'Validation Failed.', errors: [{ field: 'topic', message: 'Invalid field.' }] });
    const id = nextId++;
    const meeting: FakeZoomMeeting = {
      id,
      topic: body.topic,
      start_time: noMillis(new Date(String(body.start_time))),
      duration: Number(body.duration),
      timezone: String(body.timezone),
      created_at: noMillis(new Date()),
      join_url: `https://us05web.zoom.us/j/${id}?pwd=${randomBytes(12).toString('base64url')}`,
    };
    fake.meetings.push(meeting);
    const answer = { ...meeting, uuid: randomBytes(12).toString('base64'), host_id: fake.user.id, host_email: fake.user.email, type: 2, status: 'waiting', start_url: `https://us05web.zoom.us/s/${id}?zak=x`, password: '123456', settings: body.settings ?? {} };
    const delay = late;
    late = 0;
    if (delay) setTimeout(() => send(res, 201, answer), delay);
    else send(res, 201, answer);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.zoom');
    const raw = await readBody(req);
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
    });
    if (req.headers.authorization !== `Bearer ${fake.accessToken}`) return send(res, 401, { code: 124, message: 'Invalid access token.' });
    if (url.pathname === '/v2/users/me' && req.method === 'GET') return send(res, 200, { ...fake.user, type: 1, account_id: 'acct-fake' });
    if (url.pathname === '/v2/users/me/meetings' && req.method === 'POST') return create(res, JSON.parse(raw || '{}') as Record<string, unknown>);
    if (url.pathname === '/v2/users/me/meetings' && req.method === 'GET') {
      const meetings = [...fake.meetings].sort((a, b) => a.start_time.localeCompare(b.start_time));
      return send(res, 200, { page_size: 300, total_records: meetings.length, next_page_token: '', meetings });
    }
    return send(res, 404, { code: 404, message: 'Not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, 500, { code: 500, message: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeZoom = {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    user: { id: 'KDcuGIm1QgePTO8WbOqwIQ', first_name: 'Sam', last_name: 'Rivera', display_name: 'Sam Rivera', email: 'sam@example.com' },
    requests: [],
    meetings: [],
    answerLate: (ms) => void (late = ms),
    failNext: (status) => void (failure = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
};
