import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

/**
 * The first screen waits for the launch's path (launchCalls.ts), yet `root.render` leaves React's
 * first render for a later task: after DOMContentLoaded, the load event and often a frame. So the
 * app renders as the path comes, in the task that brings it, or in the page script's own
 * microtasks when the preload had it already, and the next frame shows the screen. Warm boots
 * measured interleaved, three rounds: median 168 ms against 126, 139 against 132, 128 against 114;
 * first starts 445/433/366 against 337/300/303. The scheduled render stays for a path that never
 * comes.
 */
export function renderWhenLaunchKnown(root: Root, app: ReactNode, launchKnown: Promise<unknown>, wordsReady: Promise<void> | null = null): void {
  // A start in another language than English paints nothing before its words are in force.
  if (wordsReady) {
    const render = () => renderWhenLaunchKnown(root, app, launchKnown);
    void wordsReady.then(render, render);
    return;
  }
  root.render(app);
  const renderNow = () => flushSync(() => root.render(app));
  void launchKnown.then(renderNow, renderNow);
}
