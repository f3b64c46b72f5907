import type { IncomingHttpHeaders } from 'node:http';

/** Headers about one hop's connection, not about the answer (RFC 9110, 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

/**
 * The store's answer headers as a pass-through in front of it must send them on. Passing the
 * store's `Keep-Alive: timeout=72` on would promise the app a connection this server closes much
 * sooner: the app's next call on it then meets a reset ("Cannot reach the store"), a flake of the
 * harness, not of the app.
 */
export function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded = { ...headers };
  for (const name of HOP_BY_HOP) delete forwarded[name];
  return forwarded;
}
