import { useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { pushToastAtom, type ToastAction } from './toastState';

export interface ToastApi {
  /** With `actions`, the toast offers them as buttons and stays longer. */
  success(message: string, actions?: ToastAction[]): void;
  /** `key`: a later toast with the same key replaces this one (e.g. every refused save of one cart). */
  error(message: string, key?: string): void;
  info(message: string, actions?: ToastAction[]): void;
  warning(message: string): void;
}

/** `const toast = useToast(); toast.success(t('cart.cart_updated'))`. Shown 3 s by the ToastBar. */
export function useToast(): ToastApi {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (message: string, actions?: ToastAction[]) => void push({ variant: 'success', message, actions }),
      error: (message: string, key?: string) => void push({ variant: 'danger', message, key }),
      info: (message: string, actions?: ToastAction[]) => void push({ variant: 'info', message, actions }),
      warning: (message: string) => void push({ variant: 'warning', message }),
    }),
    [push],
  );
}
