import type { Handlers } from './deps';

/**
 * Every call passes these, in this order, outermost first, on its way to its handler (and its answer
 * comes back through them the other way). Each has one job; the order matters where one uses
 * another's work, as the comments say. docs/architecture.md shows the same list.
 */
export const CALL_MIDDLEWARE = [
  // First, so that nothing any other one throws reaches the window.
  { name: 'guard', job: 'nothing thrown leaves the core: an unexpected failure is one message in the buyer’s language' },
  // Outside the learning: the login's own answer names the buyer before the customer is read for them.
  { name: 'login-customer', job: 'a login answers with the customer it signed in (read through shop:global, so every observer below sees it)' },
  { name: 'learn-buyer', job: 'every answer is shown to the buyer session with what was known when the call went out' },
  { name: 'updates', job: 'a restart to update waits for an order being placed or a file being uploaded' },
  { name: 'language', job: 'a /_api/global answer may bring another store’s language into force' },
  { name: 'stores', job: 'the store list learns a store’s name and logo, and connecting to a store adds it' },
  // Innermost: what it answers from disk passes every other one like a store's answer.
  { name: 'offline', job: 'good answers are saved for the buyer; the saved one answers when the store cannot be reached' },
] as const;

export type MiddlewareName = (typeof CALL_MIDDLEWARE)[number]['name'];

/** A middleware's work on the handler map: the same channels, each answered through it. */
export type Wrap = (handlers: Handlers) => Handlers;

/** The handler map each call passes through, every middleware of CALL_MIDDLEWARE around `handlers` in its order. */
export function applyMiddleware(handlers: Handlers, wraps: Readonly<Record<MiddlewareName, Wrap>>): Handlers {
  return CALL_MIDDLEWARE.reduceRight((inner, { name }) => wraps[name](inner), handlers);
}
