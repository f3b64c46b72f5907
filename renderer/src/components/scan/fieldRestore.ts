/**
 * A text field as it was when a scanner's burst began. The scanner's characters reach whichever
 * field has the keyboard (there is no telling a scan from typing until its Enter), so once the
 * burst proves to be a scan the field is put back, through the same input event typing sends,
 * and the screen's own state follows.
 */
export interface FieldSnapshot {
  element: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  start: number | null;
  end: number | null;
}

const TEXT_INPUTS = new Set(['text', 'search', 'tel', 'url', 'email', 'number', 'password', '']);

export function snapshotField(active: Element | null): FieldSnapshot | null {
  const isText =
    active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && TEXT_INPUTS.has(active.type));
  if (!isText) return null;
  const field = active as HTMLInputElement | HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = field.selectionStart;
    end = field.selectionEnd;
  } catch {
    // number fields have no selection
  }
  return { element: field, value: field.value, start, end };
}

export function restoreField(snapshot: FieldSnapshot | null): void {
  if (!snapshot || !snapshot.element.isConnected || snapshot.element.value === snapshot.value) return;
  const { element } = snapshot;
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React keeps its own copy of the value: the native setter and an input event make it see the change.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, snapshot.value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  if (snapshot.start !== null && snapshot.end !== null) {
    try {
      element.setSelectionRange(snapshot.start, snapshot.end);
    } catch {
      // as above
    }
  }
}
