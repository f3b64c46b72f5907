import { storefront } from '../../state/storefront';

type LaunchCalls = {
  launchPath: ReturnType<typeof storefront.app.takeLaunchPath>;
  notices: ReturnType<typeof storefront.app.takeNotices>;
};

let started: LaunchCalls | null = null;

/**
 * The launch's one-time questions (the path the app was opened on, the notices owed), asked as the
 * page's code starts rather than after React's first commit: no screen is shown before the path is
 * known, so this is on the first screen's way. Asked once per page: the core hands each out once.
 */
export function launchCalls(): LaunchCalls {
  started ??= { launchPath: storefront.app.takeLaunchPath(), notices: storefront.app.takeNotices() };
  return started;
}
