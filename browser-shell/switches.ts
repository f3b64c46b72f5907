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
