/** Why a call failed; every failure that reaches the page is one of these. */
export type ErrorKind =
  | 'network' // store unreachable
  | 'timeout' // store too slow
  | 'unauthenticated' // 401: session missing or expired
  | 'csrf' // 419 that survived one refresh and replay
  | 'validation' // 422 or a field map in `errors`
  | 'not_found' // 404 or errors.No_Result_Found
  | 'store' // errors.Error_Message or other store-reported failure (message is the store's text)
  | 'server' // 5xx
  | 'malformed' // the answer did not match the expected shape
  | 'refused' // the bridge refused the input or the sender
  | 'not_configured' // no store URL yet
  | 'cancelled' // the user cancelled (e.g. an upload)
  | 'redirect'; // the store redirected a write, or a read to another origin: refused, nothing re-sent

export type AppError = {
  kind: ErrorKind;
  message: string;
  fields?: Record<string, string[]>;
  status?: number;
  redirect_url?: string;
  /**
   * Placing an order whose answer was lost (network, cancel): what the core found on the store.
   * 'not_placed': no order was made, trying again is safe; 'unknown': the store could not be asked.
   */
  outcome?: 'not_placed' | 'unknown';
};

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = (error: AppError): Result<never> => ({ ok: false, error });
