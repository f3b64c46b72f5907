import { appLastScreen, appTakeLaunchPath, appTakeNotices } from '../../lib/api';

type LaunchCalls = {
  /** Where the first screen opens: a launch link's path, else the last screen of the run before (at '/' only), else null. */
  launchPath: Promise<string | null>;
  notices: ReturnType<typeof appTakeNotices>;
};

/** The page was opened on its start ('/'): a window of the desktop app, not one a test or a link put elsewhere. */
const openedAtStart = () => {
  const hash = globalThis.location?.hash ?? '';
  return hash === '' || hash === '#' || hash === '#/';
};

let started: LaunchCalls | null = null;
let openedOnNoPath = false;

/**
 * The launch's one-time questions (the path the app was opened on, the notices owed), taken as the
 * page's code starts rather than after React's first commit: no screen is shown before the path is
 * known, so this is on the first screen's way (the preload has asked them already,
 * contract/launchQuestions.ts). Taken once per page: the core hands each out once.
 */
export function launchCalls(): LaunchCalls {
  if (!started) {
    const atStart = openedAtStart();
    const link = appTakeLaunchPath();
    const last = appLastScreen({});
    const launchPath = Promise.all([link, last]).then(([linked, lastScreen]) => {
      if (linked.ok && linked.data.path) return linked.data.path;
      const path = atStart && lastScreen.ok && lastScreen.data.path && lastScreen.data.path !== '/' ? lastScreen.data.path : null;
      openedOnNoPath = linked.ok && path === null;
      return path;
    });
    started = { launchPath, notices: appTakeNotices() };
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
