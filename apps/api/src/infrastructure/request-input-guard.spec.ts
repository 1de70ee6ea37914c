import { BodyMessages, bodyErrorAnswer, storableCookies, unstorableRequestText } from './request-input-guard.js';

describe('bodyErrorAnswer', () => {
  it('tells a body that is not JSON from JSON that is not an object', () => {
    expect(bodyErrorAnswer({ type: 'entity.parse.failed', body: '{"query": ' })).toEqual({ status: 400, message: BodyMessages.notJson });
    for (const body of ['"hello"', '42', 'null']) expect(bodyErrorAnswer({ type: 'entity.parse.failed', body })).toEqual({ status: 400, message: BodyMessages.notAnObject });
  });

  it('answers an unreadable charset or encoding with 415, and leaves other errors alone', () => {
    expect(bodyErrorAnswer({ type: 'charset.unsupported' })).toEqual({ status: 415, message: BodyMessages.charset });
    expect(bodyErrorAnswer({ type: 'encoding.unsupported' })).toEqual({ status: 415, message: BodyMessages.encoding });
    expect(bodyErrorAnswer({ type: 'entity.too.large' })).toBeNull();
    expect(bodyErrorAnswer(new Error('boom') as never)).toBeNull();
  });
});

describe('unstorableRequestText', () => {
  it('is null for ordinary requests', () => {
    expect(unstorableRequestText({ path: '/manage_event_registrations/abc/cancel', query: { a: 'Zoë' }, body: { decision: 'allow' } })).toBeNull();
    expect(unstorableRequestText({ path: '/files/%E2%98%95', query: {}, body: undefined })).toBeNull();
  });

  it('names the path, the query parameter or the body field holding a NUL or lone surrogate', () => {
    expect(unstorableRequestText({ path: '/calendar-feeds/a%00b.ics', query: {}, body: undefined })).toBe('path');
    expect(unstorableRequestText({ path: '/x', query: { state: 'a\u0000' }, body: undefined })).toBe('query.state');
    expect(unstorableRequestText({ path: '/x', query: {}, body: { email: 'a\uD800' } })).toBe('body.email');
  });

  it('leaves a malformed escape in the path to the router', () => {
    expect(unstorableRequestText({ path: '/files/%E0%A4%A', query: {}, body: undefined })).toBeNull();
  });
});

it('drops cookies holding text that cannot be stored, keeps the others', () => {
  expect(storableCookies({ session: 'ab\u0000cd', csrf_token: 'ok' })).toEqual({ csrf_token: 'ok' });
  expect(storableCookies(undefined)).toEqual({});
});
