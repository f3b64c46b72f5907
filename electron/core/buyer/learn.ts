import type { Channel } from '../../../contract/contract';
import type { Handlers } from '../deps';
import type { BuyerSession, CallStart } from './buyer-session';

type Answer = { ok: boolean; data?: unknown; error?: { kind: string } };

/**
 * What answers tell of the buyer, without any call of its own: a login names them, /_api/global
 * names the customer (or nobody), the account names its owner, a refusal for want of a session names
 * nobody. `origin` is the store the call went to.
 */
export function learnFromAnswer(buyers: BuyerSession, channel: Channel, input: unknown, answer: Answer, call: CallStart, origin: string | null): void {
  if (!origin) return;
  // The store ended the session (it expired, or was ended elsewhere): nobody is signed in until the
  // next login. The same buyer logging in again finds all that was kept for them.
  if (!answer.ok && answer.error?.kind === 'unauthenticated') return buyers.learn(null, call);
  if (!answer.ok) return;
  if (channel === 'auth:login') {
    buyers.loggedIn({ origin, email: (input as { email: string }).email });
  } else if (channel === 'shop:global') {
    const email = (answer.data as { customer: { email: string } | null }).customer?.email;
    if (email) buyers.learn({ origin, email }, call);
    else buyers.sessionEnded(call);
  } else if (channel === 'account:get') {
    buyers.learn({ origin, email: (answer.data as { account: { email: string } }).account.email }, call);
  }
}

/**
 * The core's one interceptor: every handler's answer passes `observe` with what was known when the
 * call was sent. Services subscribe to the buyer session instead of wrapping each other's handlers.
 */
export function interceptAnswers(
  handlers: Handlers,
  buyers: BuyerSession,
  storeOrigin: () => string | null,
  observe: (channel: Channel, input: unknown, answer: Answer, call: CallStart, origin: string | null) => void,
): Handlers {
  const intercepted: Record<string, unknown> = {};
  for (const [channel, handler] of Object.entries(handlers) as [Channel, (input: unknown) => Promise<Answer>][]) {
    intercepted[channel] = async (input: unknown) => {
      const call = buyers.start();
      const origin = storeOrigin();
      const answer = await handler(input);
      // An answer from a store left meanwhile says nothing of the buyer of the store in use.
      observe(channel, input, answer, call, origin === storeOrigin() ? origin : null);
      return answer;
    };
  }
  return intercepted as Handlers;
}
