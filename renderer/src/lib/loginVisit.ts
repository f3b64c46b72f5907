/**
 * A visit to /login made while the customer is still signed in: the store API sends a product-list
 * error to login after 2 s without ending the session. Carried in the history entry's state, so
 * a reload or any other way to /login is an ordinary visit again.
 */
export interface KeptSessionVisit {
  keepSession: true;
  /** Shown by the login screen like any flash, so the buyer sees why they are there. */
  flash: { variant: 'danger'; message: string };
}

export function keptSessionVisit(message: string): KeptSessionVisit {
  return { keepSession: true, flash: { variant: 'danger', message } };
}

/**
 * The guest gate lets such a visit show the login screen: sent straight back to the list, the
 * customer would meet the same error and be redirected again, in a loop.
 */
export function keepsSession(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepSession?: unknown }).keepSession === true;
}
