import { useLocation, type NavigateFunction } from 'react-router-dom';

/**
 * A message carried to the login screen by the screen that sent the buyer there ("check your
 * e-mail", "password changed"). It rides in the history entry's state, so it shows once and is
 * gone on reload or when the buyer navigates on.
 */
export interface Flash {
  variant: 'success' | 'danger' | 'info' | 'warning';
  message: string;
}

export function goToLogin(navigate: NavigateFunction, flash?: Flash): void {
  void navigate('/login', { replace: true, state: flash ? { flash } : null });
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== 'object' || value === null) return false;
  const { variant, message } = value as Record<string, unknown>;
  return typeof message === 'string' && ['success', 'danger', 'info', 'warning'].includes(String(variant));
}

/** The flash handed to this screen, if any. */
export function useFlash(): Flash | null {
  const state: unknown = useLocation().state;
  const flash = typeof state === 'object' && state !== null ? (state as { flash?: unknown }).flash : undefined;
  return isFlash(flash) ? flash : null;
}
