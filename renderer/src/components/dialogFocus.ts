/**
 * Where the keyboard goes around a dialog. The control that opened it is remembered when it opens
 * (or the last control the buyer was on, when a click's work has already disabled it) and is given
 * the keyboard again when it closes, by the app itself.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

function track() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target;
    },
    true,
  );
}
track();

/** The control a dialog opening now was opened from. */
export function openerOfDialog(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Gives the keyboard back to the opener as `dialog` closes, whatever the browser did with it: no
 * key can come between the close and this. An opener busy with its work (a disabled submit button)
 * cannot take it yet: a few frames are waited for, unless the buyer has put the keyboard on
 * another control of the page meanwhile.
 */
export function returnFocus(opener: HTMLElement | null, dialog: HTMLElement | null, framesLeft = 60): void {
  if (!opener?.isConnected) return;
  if (!opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  const waiting = (left: number) => {
    if (!opener.isConnected || left <= 0 || movedOn(opener, dialog)) return;
    if (opener.matches(':disabled')) requestAnimationFrame(() => waiting(left - 1));
    else opener.focus();
  };
  requestAnimationFrame(() => waiting(framesLeft));
}

/** The keyboard is on a control of the page other than the opener: the buyer put it there. */
function movedOn(opener: HTMLElement, dialog: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === opener || !active.isConnected) return false;
  return active !== document.body && active !== document.documentElement && !dialog?.contains(active) && active !== dialog;
}
