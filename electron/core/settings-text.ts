/**
 * The settings file as people write it: kiosks are set up by editing it by hand, and Notepad and
 * PowerShell save UTF-8 with a byte-order mark, or UTF-16 (PowerShell 5's default) with one.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (bytes: Uint8Array, mark: number[]) => mark.every((byte, i) => bytes[i] === byte);

/** The text of the file: UTF-8 with or without its mark, or UTF-16 little- or big-endian with its mark. */
export function decodeSettingsText(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

/** The settings object in the file; throws when it is not JSON. */
export const parseSettingsText = (bytes: Uint8Array): unknown => JSON.parse(decodeSettingsText(bytes));

/** A key as a hand edit may write it: quoted either way or bare. */
const key = (name: string) => `["']?${name}["']?\\s*:\\s*`;

/** `"kiosk": true`, or a kiosk object whose `enabled` is true ("true" too). */
const KIOSK_ON = new RegExp(`\\b${key('kiosk')}(?:["']?true\\b|\\{[^{}]*\\b${key('enabled')}["']?true\\b)`, 'i');
const PIN = new RegExp(`\\b${key('pin')}["']?(\\d{4,12})\\b`, 'gi');
const PIN_HASH_TEXT = new RegExp(`\\b${key('pinHash')}["'](scrypt:[0-9a-f]{32}:[0-9a-f]{64})["']`, 'gi');
const STORE_URL = new RegExp(`\\b${key('storeUrl')}["']([^"'\\s]+)["']`, 'gi');

/** The one value a pattern finds in the text, or null when it finds none or disagreeing ones. */
function onlyValue(text: string, pattern: RegExp): string | null {
  const found = new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ''));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * What a settings file that is not JSON (a stray comma, a cut-off file, another encoding) still
 * says about a kiosk. The kiosk flag fails closed: a counter terminal must never come back as an
 * open desktop window because its file broke; its PIN and store come along when the text names
 * exactly one of each (the PIN in clear or as kept hashed), so whoever set it up can still unlock it and buyers stay on its store.
 */
export function kioskInUnreadableText(text: string): { enabled: boolean; pin: string | null; pinHash: string | null; storeUrl: string | null } {
  // UTF-16 without its mark decodes with a NUL beside every letter.
  const plain = text.replaceAll('\u0000', '').replaceAll('\uFEFF', '');
  if (!KIOSK_ON.test(plain)) return { enabled: false, pin: null, pinHash: null, storeUrl: null };
  return { enabled: true, pin: onlyValue(plain, PIN), pinHash: onlyValue(plain, PIN_HASH_TEXT), storeUrl: onlyValue(plain, STORE_URL) };
}
