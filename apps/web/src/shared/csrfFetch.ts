// Double-submit CSRF: every /graphql POST carries the csrf_token cookie's value in
// the x-csrf-token header. The server sets the cookie on any GET, so when it is
// missing we ask GET /graphql/csrf for one first.
const CSRF_COOKIE = 'csrf_token';

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined;
}

let pendingToken: Promise<string | undefined> | undefined;

async function ensureCsrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  return refreshCsrfToken();
}

function refreshCsrfToken(): Promise<string | undefined> {
  pendingToken ??= fetch('/graphql/csrf', { credentials: 'include' })
    .then(() => readCookie(CSRF_COOKIE))
    .finally(() => {
      pendingToken = undefined;
    });
  return pendingToken;
}

/** A fetch for /graphql that adds credentials and the CSRF header. */
export async function csrfFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('x-csrf-token', token);
    return fetch(input, { ...init, headers, credentials: 'include' });
  };
  const response = await send(await ensureCsrfToken());
  // The cookie can vanish or change under an open tab (cleared cookies, another tab):
  // fetch a fresh one and try once more.
  if (response.status === 403) return send(await refreshCsrfToken());
  return response;
}
