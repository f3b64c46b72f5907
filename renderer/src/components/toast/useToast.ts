import { useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { pushToastAtom } from './toastState';

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** `const toast = useToast(); toast.success(t('cart.cart_updated'))`. Shown 3 s by the ToastBar. */
export function useToast(): ToastApi {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (message: string) => void push({ variant: 'success', message }),
      error: (message: string) => void push({ variant: 'danger', message }),
      info: (message: string) => void push({ variant: 'info', message }),
      warning: (message: string) => void push({ variant: 'warning', message }),
    }),
    [push],
  );
}
