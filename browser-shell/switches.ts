/** Switches the launcher and the app read; every other `--switch` before `--` is Chromium's. */
const APP_SWITCHES = ['--kiosk', '--store-url', '--browser', '--user-data-dir', '--dev'];

const isAppSwitch = (arg: string) => APP_SWITCHES.some((name) => arg === name || arg.startsWith(`${name}=`));

/**
 * Chromium's switches among the app's arguments (`--no-sandbox`, `--remote-debugging-port=0`,
 * `--lang=ms`). Nothing after `--` is one: that is where links land, as plain text.
 */
export function chromiumSwitches(argv: readonly string[]): string[] {
  const switches: string[] = [];
  for (const arg of argv) {
    if (arg === '--') break;
    if (arg.startsWith('--') && !isAppSwitch(arg)) switches.push(arg);
  }
  return switches;
}

/** The arguments for the app's own reading (electron/launch.ts), without Chromium's. */
export function shellSwitches(argv: readonly string[]): string[] {
  let ended = false;
  return argv.filter((arg) => {
    if (arg === '--') ended = true;
    return ended || !arg.startsWith('--') || isAppSwitch(arg);
  });
}

/**
 * Playwright's own defaults the buyer's window goes without: `--enable-automation` puts the
 * "controlled by automated test software" bar over the app, and `about:blank` opens a tabbed
 * window beside the app's.
 */
export const DROPPED_DEFAULTS = ['--enable-automation', 'about:blank'];

/**
 * The switches of the buyer's window: an app window (`--app`: no tabs, no address bar) on an
 * empty page the shell then leads to the app, the desktop app's size, full screen at a kiosk,
 * and `--test-type`, without which a switch Chromium warns of (`--no-sandbox` for root) puts
 * a bar over the app. Then the switches given on the command line, but `--no-sandbox`, which
 * Playwright adds itself where the sandbox is off.
 */
export function appWindowSwitches(options: { kiosk: boolean; size: { width: number; height: number }; given: readonly string[] }): string[] {
  return [
    '--app=data:text/html,',
    '--test-type',
    ...(options.kiosk ? ['--kiosk', '--start-fullscreen'] : [`--window-size=${options.size.width},${options.size.height}`]),
    ...options.given.filter((given) => given !== '--no-sandbox'),
  ];
}
