import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { dismissToastAtom, toastsAtom, TOAST_DURATION_MS, TOAST_WITH_ACTIONS_MS, type Toast } from './toastState';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  const actions = toast.actions ?? [];
  // A toast with buttons waits while the buyer is on it (pointer or keyboard), then counts again.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const waiting = held.pointer || held.focus;
  const duration = actions.length > 0 ? TOAST_WITH_ACTIONS_MS : TOAST_DURATION_MS;
  useEffect(() => {
    if (waiting) return;
    const timer = window.setTimeout(() => dismiss(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismiss, duration, waiting]);
  return (
    <div
      className={`toast toast--${toast.variant}`}
      data-testid="toast"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <span className="toast__body">
        <span className="toast__message">{toast.message}</span>
        {actions.length > 0 && (
          <span className="toast__actions">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className="toast__action"
                onClick={() => {
                  dismiss(toast.id);
                  action.run();
                }}
              >
                {action.label}
              </button>
            ))}
          </span>
        )}
      </span>
      <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
}

/**
 * The stack of toasts; mounted once at the root. The live region exists before any toast so it is
 * announced; each toast is said as it comes, not the whole stack again (a status is atomic unless told).
 */
export function ToastBar() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-bar" role="status" aria-live="polite" aria-atomic="false" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
