import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module-level variable in the renderer holds store data: what the store answers lives in the
 * buyer's query cache, what the buyer leaves in the page in buyer-scoped atoms (buyerScope.ts),
 * and both go whole when the buyer changes. A module variable outlives every buyer, so one more
 * cache kept there would show one buyer's data to the next. Each one that remains is listed here
 * with why it holds nothing of a buyer's.
 */
const ALLOWED: Record<string, string> = {
  'components/scan/beep.ts context': 'the sound card’s audio context',
  'features/counter/api.ts status': 'whether this window is a kiosk counter, its idle minutes and larger text: the machine’s, not a buyer’s',
  'features/counter/api.ts listeners': 'who redraws when the staff turn the counter’s larger text on or off: no buyer’s data',
  'state/beforeSignOut.ts finishers': 'the screens’ send-before-sign-out callbacks while they are mounted',
  'components/scan/zxingReader.ts ready': 'the barcode decoder’s code, loading',
  'components/scan/scannerKeys.ts detector': 'keystroke timing of a barcode scanner',
  'components/scan/scannerKeys.ts snapshot': 'the field a scan is typed into',
  'components/scan/scannerKeys.ts settings': 'this computer’s scanner settings',
  'components/scan/scannerKeys.ts listening': 'whether the key listener is installed',
  'components/scan/scannerKeys.ts registrations': 'the screens listening for scans',
  'components/toast/toastState.ts nextId': 'a counter',
  'components/dialogFocus.ts lastFocused': 'the control the keyboard was last on, to give it back when a dialog closes (an element, no store data)',
  'components/dialogFocus.ts tracking': 'whether the focus listener is installed',
  'components/sanitize.ts purifier': 'the HTML sanitiser, made once',
  'app/screenCode.ts firstLoaded': 'whether the first screens’ code is in',
  'app/screenCode.ts firstListeners': 'who waits for that code',
  'app/screenCode.ts started': 'whether screen code is loading',
  'app/boot/launchCalls.ts started': 'the launch questions to the core (store address, launch path)',
  'app/boot/launchCalls.ts openedOnNoPath': 'whether the app was launched on no path',
  'features/quickOrder/useRowChecks.ts cache': 'a weak memo keyed by the buyer’s price terms: a new buyer’s terms never find it',
  'state/storeSwitch.ts inFlight': 'whether a store switch is under way',
  'state/boot.ts generation': 'which boot is the latest',
  'state/boot.ts answered': 'whether the store answered the boot',
  'state/stores.ts early': 'the app’s list of stores, asked before the first render',
  'i18n/storeDictionary.ts loaded': 'the store’s language, the same for every buyer (a store switch starts the window afresh)',
  'i18n/storeDictionary.ts early': 'the store’s dictionary, asked early',
  'i18n/storeDictionary.ts view': 'the store’s languages',
  'i18n/storeDictionary.ts lastShopLocale': 'the store’s locale',
  'i18n/storeDictionary.ts following': 'whether the language choice is followed',
  'i18n/useTranslation.ts words': 'the translate function',
  'i18n/useTranslation.ts listeners': 'who redraws on a language change',
  'i18n/useTranslation.ts following': 'whether the language is followed',
  'i18n/englishWords.ts english': 'the English dictionary',
  'i18n/englishWords.ts later': 'the English words of screens loaded later, loading',
  'i18n/dates.ts formats': 'date formats by locale',
  'i18n/days.ts dayFormats': 'day formats by locale',
  'i18n/storeDictionary.ts firstInForce': 'settles once the first words are in force',
  'main.tsx store': 'the page’s one jotai store: what is a buyer’s in it is buyer-scoped',
  'main.tsx root': 'the page’s root element',
  'main.tsx wordsReady': 'what the first paint waits for: the language’s words',
  'state/storefront.ts storefront': 'the bridge to the core',
  'state/stores.ts earlyAnswer': 'the app’s list of stores, asked before the first render',
};

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../../renderer/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Top-level mutable state: a `let` or `var`; a `const` under a lower-case name holding an empty or
 * growing container (a Map, Set, array or object) or what a call made (a cache, a queue), atoms,
 * lazy screens, query descriptions and contexts aside (keys, not values). Upper-case names are constants.
 */
const MUTABLE =
  /^(?:export )?(?:(?:let|var) (\w+)|const ([a-z]\w*)(?:: [^=]+)? = (?:new (?:Map|Set|WeakMap|WeakSet)\b|\[\]|\{\}|(?!(?:atom|buyerAtom|selectAtom|lazy|queryOptions|createContext|memo|forwardRef)\()(?:new )?[\w.]+\())/;

function moduleState(): string[] {
  return sources(ROOT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const found = MUTABLE.exec(line);
        const name = found?.[1] ?? found?.[2];
        return name ? [`${relative(ROOT, file).replaceAll('\\', '/')} ${name}`] : [];
      }),
  );
}

describe('the renderer’s module-level state', () => {
  it('holds no store data: every module variable is one known to hold nothing of a buyer’s', () => {
    expect(moduleState().filter((found) => !(found in ALLOWED))).toEqual([]);
  });

  it('the list names nothing that is gone (it stays a list of what is there)', () => {
    const found = new Set(moduleState());
    expect(Object.keys(ALLOWED).filter((name) => !found.has(name))).toEqual([]);
  });
});
