import type { CounterStatus } from '../../../../contract/schemas/counter';
import { finishAll } from '../../state/beforeSignOut';
import { storefront } from '../../state/storefront';

/** Not a counter: what the page assumes until the core has said, and if it cannot. */
const NOT_A_COUNTER: CounterStatus = { kiosk: false, idleMinutes: 10, largerText: false, staffPin: false };

let status: Promise<CounterStatus> | null = null;
const listeners = new Set<(status: CounterStatus) => void>();

/**
 * Whether this run is a trade counter, asked once a run (it is set when the app starts); only
 * "Larger text and buttons" changes meanwhile, when the staff turn it on or off in Settings.
 */
export function counterStatus(): Promise<CounterStatus> {
  if (status) return status;
  status = storefront.counter.status({}).then((answer) => (answer.ok ? answer.data : NOT_A_COUNTER));
  storefront.on('counter:changed', ({ largerText }) => {
    const next = counterStatus().then((before) => ({ ...before, largerText }));
    status = next;
    void next.then((changed) => listeners.forEach((listener) => listener(changed)));
  });
  return status;
}

/** Told each time the status changes after its first answer; returns the way to stop. */
export function onCounterStatus(listener: (status: CounterStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The longest a sign-out waits for the cart's unsent quantities to reach the store. */
const FINISH_CAP_MS = 5_000;

/**
 * Start over, by the customer or when they left: what they typed in the cart is sent first, then
 * the core signs them out and the page, told `session:ended`, clears the screen and shows the login.
 */
export async function startOver(): Promise<void> {
  await finishAll(FINISH_CAP_MS);
  await storefront.counter.startOver({});
}

/** Today's counter orders for the staff, with the settings PIN (the core counts wrong ones). */
export const todaysOrders = (pin: string) => storefront.counter.today({ pin });
