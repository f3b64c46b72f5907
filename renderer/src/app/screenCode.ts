import { useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/whenIdle';
import { preloadableScreen } from './preloadableScreen';
import { loadLaterEnglish } from '../i18n/englishWords';

const preloaders: Array<() => Promise<unknown>> = [];

/**
 * Registers a screen for preloading, in the order screens are likely needed. Its `preload` asks for
 * its code at once, for a screen that just became the likely next one (the cart after an add).
 */
export function screen(load: Parameters<typeof preloadableScreen>[0]) {
  // A screen's code comes with the English words only later screens use (read once, in parallel).
  const { Screen, preload } = preloadableScreen(() => Promise.all([load(), loadLaterEnglish()]).then(([module]) => module));
  preloaders.push(preload);
  return Object.assign(Screen, { preload });
}

/** The first screens registered (the product list and page, first in routes.tsx) load at once, the rest while idle. */
const AT_ONCE = 2;
const REST_AFTER_MS = 1000;

let firstLoaded = false;
const firstListeners = new Set<() => void>();
const subscribeFirst = (listener: () => void) => {
  firstListeners.add(listener);
  return () => void firstListeners.delete(listener);
};

/**
 * Whether the product list (where a remembered customer's boot ends) has its code. Until then the
 * boot spinner stays, rather than a header over an empty screen.
 */
export function useFirstScreensLoaded(): boolean {
  return useSyncExternalStore(subscribeFirst, () => firstLoaded);
}

let started = false;

/**
 * The app ships its code, so nothing is fetched from a network: load every screen's code while the
 * renderer is idle, one module per idle period, so a click never waits for code to be compiled.
 * `now`: a remembered customer's boot ends on the product list, needed within the boot calls' time;
 * otherwise the first screens wait for the boot's screen to be painted, so compiling them does not
 * delay it.
 */
export function preloadScreensWhenIdle({ now }: { now: boolean }): void {
  if (started) return;
  started = true;
  if (now) startPreloading();
  else whenIdle(startPreloading, 300);
}

function startPreloading(): void {
  const queue = [...preloaders];
  const first = queue.splice(0, AT_ONCE).map((preload) => preload().catch(() => undefined));
  const next = () => {
    const preload = queue.shift();
    if (!preload) return;
    void preload().catch(() => undefined).finally(() => schedule());
  };
  const schedule = () => void whenIdle(next, 2000);
  // The rest waits until the boot's screen has had its turn: thirty modules asked for at once
  // would queue the login form's own modules behind them.
  void Promise.all(first).then(() => {
    firstLoaded = true;
    for (const listener of [...firstListeners]) listener();
    setTimeout(schedule, REST_AFTER_MS);
  });
}
