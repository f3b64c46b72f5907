import type { Page } from '@playwright/test';

/** Runs in the page (as text: the tests' types have no DOM). */
const MEASURE = String.raw`(size) => {
  const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])');
  const small = [];
  for (const control of controls) {
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || style.display === 'none' || control.closest('[inert], [aria-hidden="true"], .visually-hidden, .skip-link, dialog:not([open])')) continue;
    const parent = control.parentElement;
    const inSentence = control.tagName === 'A' && style.display === 'inline' && parent !== null && (parent.textContent || '').trim() !== (control.textContent || '').trim();
    if (inSentence) continue;
    const box = (control.type === 'checkbox' || control.type === 'radio' ? control.closest('label') || control : control).getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (Math.round(box.width) < size || Math.round(box.height) < size) {
      const name = (control.getAttribute('aria-label') || control.textContent || control.getAttribute('name') || '').trim().slice(0, 40);
      const kind = control.tagName.toLowerCase() + (typeof control.className === 'string' && control.className ? '.' + control.className.split(' ')[0] : '');
      small.push(kind + ' "' + name + '" ' + Math.round(box.width) + 'x' + Math.round(box.height));
    }
  }
  return small;
}`;

/**
 * Every control on screen at least `min` x `min` CSS px (44 at a kiosk, 24 elsewhere: WCAG 2.2
 * 2.5.8), as the finger meets it: a box to tick is measured with the label around it, and a link
 * inside a sentence is left out, as WCAG leaves it out. Returns one line per control too small.
 */
export async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate<string[]>(`(${MEASURE})(${Number(min)})`);
}
