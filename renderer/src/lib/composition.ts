/**
 * True while an input method (a Chinese, Japanese or Malay IME) is composing text: the key belongs
 * to the IME (the Enter that commits "螺絲", the arrows that pick a candidate), never to the page.
 * Chromium says so with `isComposing`, some IMEs only with keyCode 229 ("Process"), and React's
 * event keeps the browser's flag on `nativeEvent`. Every Enter, Tab, arrow and shortcut handler
 * asks this first.
 */
interface KeyLike {
  isComposing?: boolean;
  keyCode?: number;
  key?: string;
  nativeEvent?: { isComposing?: boolean; keyCode?: number };
}

/** The key code browsers give a key the IME took. */
const IME_KEY_CODE = 229;

export function isComposing(event: KeyLike): boolean {
  return (
    event.isComposing === true ||
    event.keyCode === IME_KEY_CODE ||
    event.key === 'Process' ||
    event.nativeEvent?.isComposing === true ||
    event.nativeEvent?.keyCode === IME_KEY_CODE
  );
}
