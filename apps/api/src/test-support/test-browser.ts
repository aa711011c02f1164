/** One cookie as a browser keeps it, with the attributes the tests check. */
export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: string | null;
  secure: boolean;
  maxAge: number | null;
}

/**
 * Test support: a minimal browser over fetch for one origin. Redirects are
 * not followed automatically (`follow` does it hop by hop); cookies from
 * Set-Cookie are kept by name and path and sent back on matching paths;
 * Max-Age=0 or a past Expires deletes a cookie.
 */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly origin: string) {}

  /** One request (no redirect following); relative URLs resolve against the origin. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers({ accept: 'text/html', ...init.headers });
    const cookie = this.cookieHeader(target);
    if (cookie !== '') headers.set('cookie', cookie);
    let body: URLSearchParams | undefined;
    if (init.form !== undefined) body = new URLSearchParams(init.form);
    const response = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /**
   * Requests `url`, then follows same-origin redirects (GET) until a
   * non-redirect response or a redirect whose path starts with `stopAt`.
   * Returns every response in order.
   */
  async follow(url: string, init: Parameters<TestBrowser['request']>[1] = {}, stopAt = '/app'): Promise<Response[]> {
    const hops = [await this.request(url, init)];
    for (let i = 0; i < 10; i += 1) {
      const last = hops.at(-1) as Response;
      const location = last.headers.get('location');
      if (last.status < 300 || last.status >= 400 || location === null) return hops;
      const next = new URL(location, this.origin);
      if (next.origin !== this.origin || next.pathname.startsWith(stopAt)) return hops;
      await last.body?.cancel();
      hops.push(await this.request(next.href));
    }
    throw new Error(`too many redirects from ${url}`);
  }

  private cookieHeader(target: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => pathMatches(target.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const cookie: StoredCookie = {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      path: '/',
      httpOnly: false,
      sameSite: null,
      secure: false,
      maxAge: null,
    };
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      switch (key.toLowerCase()) {
        case 'path':
          cookie.path = value;
          break;
        case 'httponly':
          cookie.httpOnly = true;
          break;
        case 'secure':
          cookie.secure = true;
          break;
        case 'samesite':
          cookie.sameSite = value;
          break;
        case 'max-age':
          cookie.maxAge = Number(value);
          expired ||= Number(value) <= 0;
          break;
        case 'expires':
          expired ||= new Date(value).getTime() <= Date.now();
          break;
      }
    }
    const key = `${cookie.name};${cookie.path}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, cookie);
  }

  /** The cookie of that name (any path), if kept. */
  cookie(name: string): StoredCookie | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name);
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  return requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
}
