// A minimal browser-like GraphQL client for benchmarks: keeps cookies and sends the CSRF header.
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  async init() {
    this.keep(await fetch(`${this.base}/graphql/csrf`));
    return this;
  }
  async gql(query: string, variables: object) {
    const res = await fetch(`${this.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': this.cookies.get('csrf_token') ?? '',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(res);
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }
}
