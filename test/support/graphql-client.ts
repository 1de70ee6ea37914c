// A GraphQL client for API tests: keeps cookies like a browser and sends the CSRF header.
import request from 'supertest';

export interface GraphQLResponse<T = any> {
  status: number;
  data: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(setCookie: string[] | string | undefined): void {
    for (const c of [setCookie ?? []].flat()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair.split('=');
      const v = value.join('=');
      if (v === '' || /Expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, v);
    }
  }

  async init(): Promise<this> {
    const res = await request(this.baseUrl).get('/graphql/csrf').set('Cookie', this.cookieHeader());
    this.remember(res.headers['set-cookie']);
    return this;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** A JSON POST to a REST route, with the cookies and the CSRF header a page of ours sends. */
  async post<T = any>(path: string, body: unknown, options: { csrf?: boolean } = {}): Promise<{ status: number; body: T }> {
    let req = request(this.baseUrl).post(path).set('Content-Type', 'application/json').set('Cookie', this.cookieHeader());
    const csrf = this.cookies.get('csrf_token');
    if (options.csrf !== false && csrf) req = req.set('x-csrf-token', csrf);
    const res = await req.send(JSON.stringify(body));
    return { status: res.status, body: res.body };
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, options: { csrf?: boolean | string } = {}): Promise<GraphQLResponse<T>> {
    let req = request(this.baseUrl).post('/graphql').set('Content-Type', 'application/json').set('Cookie', this.cookieHeader());
    const csrf = this.cookies.get('csrf_token');
    if (typeof options.csrf === 'string') req = req.set('x-csrf-token', options.csrf);
    else if (options.csrf !== false && csrf) req = req.set('x-csrf-token', csrf);
    const res = await req.send(JSON.stringify({ query, variables }));
    this.remember(res.headers['set-cookie']);
    return { status: res.status, data: res.body?.data, errors: res.body?.errors };
  }
}
