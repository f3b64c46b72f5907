import { useTranslation } from '../../i18n/useTranslation';
import { cx } from '../../components/cx';
import type { StatusKind } from '../../../../contract/orderStatus';
import { statusLabel, statusTone } from '../../lib/statusLabels';
import './status-badge.css';

interface StatusBadgeProps {
  kind: StatusKind;
  status: string;
  /** The store's label (order detail), used when the dictionary has none for this status. */
  storeLabel?: string;
}

/** A payment or fulfilment status as a coloured pill with its readable label. */
export function StatusBadge({ kind, status, storeLabel }: StatusBadgeProps) {
  const { t } = useTranslation();
  const tone = statusTone(kind, status);
  return (
    <span className={cx('badge', tone !== 'neutral' && `badge--${tone}`, 'order-badge')} data-status={status}>
      {statusLabel(t, kind, status, storeLabel)}
    </span>
  );
}
