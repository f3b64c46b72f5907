import { atom } from 'jotai';
import { buyerAtom } from '../../state/buyerScope';

type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

/** A button on a toast ("Open", "Show in folder"): it runs, and the toast goes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  actions?: ToastAction[];
  /**
   * Toasts with the same key are one toast: a new one replaces the one still shown (a second refused
   * save says it again, not twice). Without a key, the same words in the same colour are the same toast.
   */
  key?: string;
}

/** A toast stays 3 seconds. */
export const TOAST_DURATION_MS = 3000;
/** Long enough to reach a toast's button; the time stops while the pointer or focus is on the toast. */
export const TOAST_WITH_ACTIONS_MS = 10_000;
/** Older toasts are dropped beyond this many, so a burst of failures cannot fill the window. */
const MAX_TOASTS = 5;

let nextId = 1;

/** What was said to one buyer is not for the next one (a kiosk's next person at the counter). */
const toastsBaseAtom = buyerAtom<Toast[]>([]);

export const toastsAtom = atom((get) => get(toastsBaseAtom));

export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const id = nextId++;
  const key = toast.key ?? `${toast.variant}:${toast.message}`;
  const others = get(toastsBaseAtom).filter((shown) => (shown.key ?? `${shown.variant}:${shown.message}`) !== key);
  set(toastsBaseAtom, [...others, { ...toast, id, key }].slice(-MAX_TOASTS));
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsBaseAtom,
    get(toastsBaseAtom).filter((toast) => toast.id !== id),
  );
});
