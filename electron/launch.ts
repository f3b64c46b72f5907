import { normaliseStoreUrl } from './core/urls';
import { looksLikeLink } from './linkArgument';

/** What the command line and environment ask of this run of the app. */
export interface LaunchOptions {
  /** `--store-url URL` or STOREFRONT_URL, already normalised to an origin; wins over settings. */
  storeUrlOverride?: string;
  /** WHOLESALE_DEMO_STORE_URL: the bundled demo store the launcher started. */
  demoStoreUrl?: string;
  kiosk: boolean;
  /** A wholesaledesk:// or store link among the arguments (how Windows and Linux pass protocol links). */
  link: string | null;
  /** Arguments that were refused, for the log. */
  warnings: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** Addresses never start with a dash: whatever does is a switch, never the value of one. */
const isSwitch = (arg: string) => arg.startsWith('-');

function checkedStoreUrl(value: string | undefined, source: string, warnings: string[]): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const checked = normaliseStoreUrl(value);
  if (checked.ok) return checked.url;
  warnings.push(`${source} ignored: ${checked.message}`);
  return undefined;
}

/**
 * Reads `argv` (process.argv or a second instance's) and the environment.
 * Switches after `--` are not honoured: the protocol handler is registered as `app -- "%1"`, so
 * anything a crafted link smuggles onto the command line lands there as plain text.
 */
export function readLaunchOptions(argv: readonly string[], env: Env): LaunchOptions {
  const warnings: string[] = [];
  let kiosk = false;
  let storeArg: string | undefined;
  let link: string | null = null;
  let switchesEnded = false;

  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!switchesEnded && arg === '--') switchesEnded = true;
    else if (!switchesEnded && arg === '--kiosk') kiosk = true;
    else if (!switchesEnded && arg === '--store-url') {
      const next = argv[i + 1] ?? '';
      // `--store-url --kiosk`: the address is missing and --kiosk is read as the switch it is.
      storeArg = isSwitch(next) ? '' : next;
      if (storeArg !== '') i += 1;
    } else if (!switchesEnded && arg.startsWith('--store-url=')) {
      const value = arg.slice('--store-url='.length);
      storeArg = isSwitch(value) ? '' : value;
    } else if (link === null && looksLikeLink(arg)) link = arg;
  }

  if (storeArg === '') warnings.push('--store-url needs an address, e.g. --store-url https://shop.example.com');
  const storeUrlOverride =
    checkedStoreUrl(storeArg, '--store-url', warnings) ?? checkedStoreUrl(env.STOREFRONT_URL, 'STOREFRONT_URL', warnings);
  const demoStoreUrl = checkedStoreUrl(env.WHOLESALE_DEMO_STORE_URL, 'WHOLESALE_DEMO_STORE_URL', warnings);
  return { storeUrlOverride, demoStoreUrl, kiosk, link, warnings };
}
