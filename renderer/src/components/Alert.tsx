import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { cx } from './cx';

type AlertVariant = 'success' | 'danger' | 'info' | 'warning';

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
  /** False: shown, not said (a live region nearby says it already). */
  live?: boolean;
}

const ICONS: Record<AlertVariant, string> = { success: '✓', danger: '!', info: 'i', warning: '!' };

/** A message box. Danger alerts interrupt screen readers (role=alert); the rest are polite (status). */
export function Alert({ variant = 'info', title, children, onDismiss, className, live = true }: AlertProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('alert', `alert--${variant}`, className)} role={!live ? undefined : variant === 'danger' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {ICONS[variant]}
      </span>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div className="alert__text">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label={t('common.dismiss')}>
          ×
        </button>
      )}
    </div>
  );
}
