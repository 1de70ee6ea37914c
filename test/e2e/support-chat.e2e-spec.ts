// GET /intercom/token (spec 001 §2, §7): the support chat's token for the logged-in pro, only
// with the CSRF header; nothing for visitors; an honest "not set up" without a chat provider.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import type { TestClient } from '../support/graphql-client.js';

/** `csrf`: the header to send (null: none). */
const tokenOf = (server: RunningServer, client: TestClient, csrf: string | null = client.cookie('csrf_token') ?? null) => {
  const req = request(server.url).get('/intercom/token').set('Cookie', `csrf_token=${client.cookie('csrf_token')}; session=${client.cookie('session') ?? ''}`);
  return csrf === null ? req : req.set('x-csrf-token', csrf);
};

describe('with Intercom configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    process.env.INTERCOM_APP_ID = 'app_test';
    process.env.INTERCOM_SECRET = 'messenger-secret';
    try {
      server = await startTestServer();
    } finally {
      delete process.env.INTERCOM_APP_ID;
      delete process.env.INTERCOM_SECRET;
    }
  });
  afterAll(() => server?.close());

  it("gives a logged-in pro a 24-hour token naming their account, with the app id", async () => {
    const pro = await signUpPro(server);
    const res = await tokenOf(server, pro.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, app_id: 'app_test' });
    const claims = jwt.verify(res.body.token, 'messenger-secret') as { email: string; exp: number; iat: number };
    expect(claims.email).toBe(pro.email);
    expect(claims.exp - claims.iat).toBe(24 * 3600);
  });

  it('refuses without the CSRF header, or with another one', async () => {
    const pro = await signUpPro(server);
    for (const csrf of [null, 'x'.repeat(32)]) {
      const res = await tokenOf(server, pro.client, csrf);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, token: null, app_id: null });
    }
  });

  it('gives a visitor nothing', async () => {
    const visitor = await newClient(server);
    const res = await tokenOf(server, visitor);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, token: null, app_id: null, error: 'Please log in to chat with support.' });
  });
});

describe('without a chat provider (embedded default)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers that the chat is not set up', async () => {
    const pro = await signUpPro(server);
    const res = await tokenOf(server, pro.client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, token: null, app_id: null, error: 'The support chat is not set up on this server.' });
  });
});
