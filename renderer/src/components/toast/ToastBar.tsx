import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { dismissToastAtom, toastsAtom, TOAST_DURATION_MS, type Toast } from './toastState';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismiss]);
  return (
    <div className={`toast toast--${toast.variant}`} data-testid="toast">
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
}

/** The stack of toasts; mounted once at the root. The live region exists before any toast so it is announced. */
export function ToastBar() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-bar" role="status" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
