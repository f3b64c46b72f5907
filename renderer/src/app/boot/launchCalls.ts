import { storefront } from '../../state/storefront';

type LaunchCalls = {
  launchPath: ReturnType<typeof storefront.app.takeLaunchPath>;
  notices: ReturnType<typeof storefront.app.takeNotices>;
};

let started: LaunchCalls | null = null;
let openedOnNoPath = false;

/**
 * The launch's one-time questions (the path the app was opened on, the notices owed), taken as the
 * page's code starts rather than after React's first commit: no screen is shown before the path is
 * known, so this is on the first screen's way (the preload has asked them already,
 * preload/launchQuestions.ts). Taken once per page: the core hands each out once.
 */
export function launchCalls(): LaunchCalls {
  if (!started) {
    started = { launchPath: storefront.app.takeLaunchPath(), notices: storefront.app.takeNotices() };
    void started.launchPath.then((result) => (openedOnNoPath = result.ok && !result.data.path));
  }
  return started;
}

/**
 * True once the launch is known to have no path to open. The preload asks while the page's code
 * loads, so the answer is usually in before React's first render, which can then draw the first
 * screen instead of an empty one and wait a render for the answer's promise.
 */
export function launchOpenedOnNoPath(): boolean {
  return openedOnNoPath;
}
