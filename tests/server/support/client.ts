/**
 * A small cookie-aware HTTP client for the reference storefront: keeps cookies like a browser would
 * (per name, Path=/, Max-Age=0 deletes), and sends `X-XSRF-TOKEN` = decoded `XSRF-TOKEN` on writes.
 */
export interface TestResponse<T = unknown> {
  status: number;
  /** Parsed JSON when the reply is JSON, else the text. */
  body: T;
  headers: Headers;
  /** Raw Set-Cookie lines of this reply (to check Max-Age, HttpOnly...). */
  setCookies: string[];
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object goes as JSON; FormData as multipart; a string is sent as-is with `contentType`. */
  body?: unknown;
  contentType?: string;
  /** false: send no X-XSRF-TOKEN; a string: send that instead of the cookie's token. */
  xsrf?: boolean | string;
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = unknown>(path: string, query?: RequestOptions['query']): Promise<TestResponse<T>> {
    return this.request<T>('GET', path, { query });
  }
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = unknown>(path: string, query?: RequestOptions['query'], options: RequestOptions = {}): Promise<TestResponse<T>> {
    return this.request<T>('DELETE', path, { ...options, query });
  }

  /** Logs in (fetching an XSRF token first if the jar has none); throws unless the store answers 200. */
  async login(email: string, password: string, remember = true): Promise<TestResponse<{ redirect_url: string }>> {
    if (!this.cookie('XSRF-TOKEN')) await this.get('/_api/global');
    const response = await this.post<{ redirect_url: string }>('/_api/auth/login', { email, password, is_remember: remember });
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  /** The decoded value of a cookie in the jar. */
  cookie(name: string): string | undefined {
    const raw = this.jar.get(name);
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  /** Puts a raw (encoded) cookie value in the jar, e.g. an old session cookie after logout. */
  setCookie(name: string, rawValue: string): void {
    this.jar.set(name, rawValue);
  }

  rawCookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  clearCookies(): void {
    this.jar.clear();
  }

  async request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = typeof options.xsrf === 'string' ? options.xsrf : this.cookie('XSRF-TOKEN');
    if (method !== 'GET' && options.xsrf !== false && token !== undefined) headers['x-xsrf-token'] = token;

    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (typeof options.body === 'string') {
      body = options.body;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }

    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, body: (isJson && text !== '' ? JSON.parse(text) : text) as T, headers: response.headers, setCookies };
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const maxAge = attributes.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith('max-age='));
    const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
    const gone = (maxAge && Number(maxAge.slice(8)) <= 0) || (expires && Date.parse(expires.slice(8)) <= Date.now());
    if (gone || value === '') this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

/** Parses `name=value; Max-Age=...; HttpOnly` into its parts, for cookie-attribute assertions. */
export function parseSetCookie(line: string): { name: string; value: string; attributes: Record<string, string | true> } {
  const [pair = '', ...rest] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}
