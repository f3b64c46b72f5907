import type { Got, Response } from 'got';
import { CookieJar } from 'tough-cookie';
import type { z } from 'zod';
import type { Channel } from '../../../contract/contract';
import { fail, type Result } from '../../../contract/result';
import type { Emit } from '../deps';
import { MAX_ANSWER_BYTES, readCapped } from './answer-size';
import { createHttpClient, readXsrfToken } from './client';
import { createConnectivity, type Connectivity } from './connectivity';
import { classifyThrown, errorFromThrown } from './errors';
import { createInFlight } from './in-flight';
import { interpretResponse } from './interpret';
import { createSessionSwitch, type RequestCookieJar } from './session-switch';

interface StoreRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the store's origin, without a leading slash (got's prefixUrl). */
  path: string;
  searchParams?: Record<string, string | number>;
  json?: unknown;
  /** Multipart body, built afresh for each attempt (a replay after a 419 needs a new stream). */
  form?: () => Promise<FormData>;
  signal?: AbortSignal;
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

export interface ConnectionOptions {
  baseUrl: string;
  jar?: CookieJar;
  emit: Emit;
  requestTimeout: number;
  retryBackoff: number;
  probeEvery: number;
  /** Largest JSON answer read (default MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
  onCookiesChanged?: () => void;
}

/** Calls where a 401 is an answer about the credentials, not an expired session. */
const NO_SESSION_EXPIRY = new Set<Channel>(['auth:login']);

/**
 * Writes that create something wait as long as the store takes (no timeout). Giving up on
 * one would not undo it on the store, only leave the buyer unsure whether it happened; the buyer
 * can cancel one instead (`cancel`), and placing an order checks the store after a lost answer.
 */
const UNTIMED = new Set<Channel>(['cart:placeOrder', 'cart:create', 'orders:uploadAttachment']);

/** Everything the API functions need from one store: a typed call that never throws. */
export interface Connection {
  readonly baseUrl: string;
  readonly jar: CookieJar;
  readonly http: Got;
  readonly connectivity: Connectivity;
  call<S extends z.ZodType>(channel: Channel, request: StoreRequest, schema: S): Promise<Result<z.output<S>>>;
  /** Aborts the calls of `channel` out now; they answer kind 'cancelled'. False when none was out. */
  cancel(channel: Channel): boolean;
  /** Stops probing and aborts every call still out: nothing of this connection may land later. */
  dispose(): void;
}

export function createConnection(options: ConnectionOptions): Connection {
  const jar = options.jar ?? new CookieJar();
  const http = createHttpClient({ ...options, jar });
  const maxAnswer = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const sessions = createSessionSwitch(jar);
  // Any answer at all, even an error status, means the store is reachable again.
  const probe = async () => {
    await readCapped(http.get('_api/global', { retry: { limit: 0 }, cookieJar: sessions.jarFor(sessions.current()) }), maxAnswer);
    connectivity.reachable();
  };
  const connectivity = createConnectivity(options.emit, probe, options.probeEvery);

  const inFlight = createInFlight();

  const send = async (channel: Channel, request: StoreRequest, signal: AbortSignal, cookieJar: RequestCookieJar): Promise<Response<string>> => {
    const pending = http(request.path, {
      method: request.method,
      cookieJar,
      searchParams: request.searchParams,
      json: request.form ? undefined : request.json,
      body: request.form ? await request.form() : undefined,
      signal,
      // Merged over the client's default, so `undefined` lifts the limit for this call only.
      timeout: UNTIMED.has(channel) ? { request: undefined } : undefined,
    });
    if (request.onUploadProgress) {
      pending.on('uploadProgress', (p) => request.onUploadProgress?.(p.transferred, p.total));
    }
    return (await readCapped(pending, maxAnswer)) as Response<string>;
  };

  // The reference store (like Laravel) sets a fresh XSRF-TOKEN cookie on any answer.
  const refreshXsrf = async (cookieJar: RequestCookieJar) => {
    await readCapped(http.get('_api/global', { cookieJar }), maxAnswer);
  };

  return {
    baseUrl: options.baseUrl,
    jar,
    http,
    connectivity,
    async call(channel, request, schema) {
      const { signal, end } = inFlight.begin(channel, request.signal);
      try {
        return await sessions.run(channel, async (sentIn) => {
          const cookieJar = sessions.jarFor(sentIn);
          // A write needs a token to echo: fetch one first rather than spend a 419 on it.
          if (request.method !== 'GET' && !readXsrfToken(jar, `${options.baseUrl}/`)) await refreshXsrf(cookieJar);
          let response = await send(channel, request, signal, cookieJar);
          if (response.statusCode === 419) {
            await refreshXsrf(cookieJar);
            response = await send(channel, request, signal, cookieJar);
          }
          connectivity.reachable();
          // An expired session: a 419 that survives one fresh token means the session itself is gone; like a 401 it
          // sends the buyer to log in (the cart lives on the store and is there afterwards). A 401 to a
          // call sent before the newest login (a catalogue walk still out) is about the session it replaced.
          const sessionGone = response.statusCode === 401 || response.statusCode === 419;
          if (sessionGone && !NO_SESSION_EXPIRY.has(channel) && sentIn === sessions.current()) options.emit('session:expired', {});
          return interpretResponse(channel, response.statusCode, response.body, schema);
        });
      } catch (error) {
        const kind = classifyThrown(error);
        if (kind === 'network' || kind === 'timeout') connectivity.unreachable();
        return fail(errorFromThrown(error));
      } finally {
        end();
      }
    },
    cancel: (channel) => inFlight.cancel(channel),
    dispose: () => {
      connectivity.dispose();
      inFlight.cancelAll();
    },
  };
}

