import { useTranslation } from '../i18n/useTranslation';
import { cx } from './cx';

interface SpinnerProps {
  /** Read by screen readers; defaults to "Loading…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Centre it in a padded block (page and section loading). */
  block?: boolean;
  /** Inside a control that already says it is busy (Button): no role, no text. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', block = false, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = <span className={cx('spinner', `spinner--${size}`)} aria-hidden="true" />;
  if (decorative) return <span className={cx('spinner-wrap', className)}>{circle}</span>;
  const text = label ?? t('common.loading');
  return (
    <span className={cx('spinner-wrap', block && 'spinner-wrap--block', className)} role="status">
      {circle}
      {block ? <span className="spinner-text">{text}</span> : <span className="visually-hidden">{text}</span>}
    </span>
  );
}
