/**
 * The app-wide keys: Ctrl+K (Cmd+K) goes to the search box from anywhere; `/` does too,
 * and `?` opens the keyboard help, but those two only when the buyer is not typing in a field,
 * where they are ordinary characters.
 */
export type Shortcut = 'search' | 'help';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** The key would type a character into what has the focus. */
function typingIn(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
}

export function shortcutOf(event: KeyLike): Shortcut | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'search';
  if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return null;
  if (event.key === '/') return 'search';
  if (event.key === '?') return 'help';
  return null;
}
