import type { HistoryStatus } from '../../../../contract/schemas/orderHistory';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';

/** How much of the order history this computer holds, said politely as it grows. */
export function HistoryStatusLine({ status, locale }: { status: HistoryStatus; locale?: string | null }) {
  const { t } = useTranslation();
  const text =
    status.state === 'reading'
      ? t('workspace.history_reading', { kept: status.kept, count: status.total ?? '…' })
      : status.state === 'failed'
        ? (status.message ?? '')
        : status.updated_at
          ? t('workspace.history_ready', { count: status.kept, time: formatDateTime(status.updated_at, locale) })
          : t('workspace.history_waiting');
  return (
    <p className="workspace-status" role="status">
      {text}
    </p>
  );
}
