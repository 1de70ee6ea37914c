// A local fake of Twilio's Messages API (2010-04-01) for adapter tests, in Twilio's wire format:
// form-encoded requests, JSON answers with snake_case fields and RFC 2822 dates, errors as
// { code, message, more_info, status }. It covers:
// - POST /2010-04-01/Accounts/{AccountSid}/Messages.json (To, From, Body): HTTP Basic with the
//   account's SID and auth token (401, 20003 otherwise); another account's SID → 404 (20404);
//   To not E.164 or listed in `invalidNumbers` → 400 (21211); in `unsubscribed` → 400 (21610);
//   no From → 400 (21603); no Body → 400 (21602); over 1600 characters → 400 (21617).
// - GET the same path: the account's messages, newest first, filtered by To and From.
// Faults for the tests: `answerLate(ms)` stores the next message at once but answers only after
// `ms` (Twilio sent it; the caller timed out), `failNext(status)` answers the next POST with a
// 5xx or 429 and stores nothing. `requests` keeps every call as it arrived.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The Authorization header as sent. */
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  createdAt: Date;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  /** The texts Twilio accepted, oldest first. */
  messages: FakeTwilioMessage[];
  invalidNumbers: Set<string>;
  unsubscribed: Set<string>;
  answerLate(ms: number): void;
  failNext(status: 429 | 500 | 503): void;
  close(): Promise<void>;
}

const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');
const E164 = /^\+[1-9]\d{7,14}$/;

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
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const error = (res: ServerResponse, status: number, code: number, message: string) =>
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

export const startFakeTwilio = async (accountSid = `AC${randomBytes(16).toString('hex')}`, authToken = randomBytes(16).toString('hex')): Promise<FakeTwilio> => {
  const basePath = `/2010-04-01/Accounts/${accountSid}/Messages`;
  let late = 0;
  let failure: 429 | 500 | 503 | null = null;

  const messageJson = (m: FakeTwilioMessage) => ({
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: m.body,
    date_created: rfc2822(m.createdAt),
    date_sent: null,
    date_updated: rfc2822(m.createdAt),
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(Math.ceil(m.body.length / 160)),
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: 'queued',
    subresource_uris: { media: `${basePath}/${m.sid}/Media.json` },
    to: m.to,
    uri: `${basePath}/${m.sid}.json`,
  });

  const create = (res: ServerResponse, form: Record<string, string>) => {
    if (failure) {
      const status = failure;
      failure = null;
      return status === 429 ? error(res, 429, 20429, 'Too Many Requests') : error(res, status, 20500, 'Internal Server Error');
    }
    const { To: to = '', From: from = '', Body: body = '' } = form;
    if (!E164.test(to) || fake.invalidNumbers.has(to)) return error(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (fake.unsubscribed.has(to)) return error(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
    if (!from) return error(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return error(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const message = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body, createdAt: new Date() };
    fake.messages.push(message);
    const delay = late;
    late = 0;
    if (delay) setTimeout(() => send(res, 201, messageJson(message)), delay);
    else send(res, 201, messageJson(message));
  };

  const list = (res: ServerResponse, query: Record<string, string>) => {
    const pageSize = Math.min(Number(query.PageSize ?? 50) || 50, 1000);
    const found = fake.messages
      .filter((m) => (!query.To || m.to === query.To) && (!query.From || m.from === query.From))
      .reverse()
      .slice(0, pageSize);
    const uri = `${basePath}.json?PageSize=${pageSize}&Page=0`;
    send(res, 200, { messages: found.map(messageJson), uri, first_page_uri: uri, next_page_uri: null, previous_page_uri: null, page: 0, page_size: pageSize, start: 0, end: Math.max(found.length - 1, 0) });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.twilio');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) {
      return error(res, 401, 20003, 'Authenticate');
    }
    if (url.pathname !== `${basePath}.json`) return error(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    if (req.method === 'POST') return create(res, form);
    if (req.method === 'GET') return list(res, Object.fromEntries(url.searchParams));
    return error(res, 405, 20004, 'Method not allowed');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => error(res, 500, 20500, String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeTwilio = {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests: [],
    messages: [],
    invalidNumbers: new Set(),
    unsubscribed: new Set(),
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
