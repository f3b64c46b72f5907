import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../../../contract/schemas/updates';
import { useTranslation } from '../../i18n/useTranslation';
import { onCoreEvent, updatesRestart, updatesStatus } from '../../lib/api';
import { useToast } from '../../components/toast/useToast';
import './update-button.css';

/**
 * "Restart to update", once a new version of the app is downloaded (the core checks and downloads
 * in the background). While an order is being placed or a file uploaded the core holds the restart
 * until that is done, and the button says so.
 */
export function UpdateButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [status, setStatus] = useState<UpdateStatus | null>(null);

  useEffect(() => {
    void updatesStatus().then((answer) => answer.ok && setStatus(answer.data));
    return onCoreEvent('updates:changed', setStatus);
  }, []);

  if (status?.state !== 'ready' || !status.version) return null;
  const waiting = status.restart_waiting;
  const restart = async () => {
    if (waiting) return;
    const answer = await updatesRestart();
    if (answer.ok) setStatus(answer.data);
    else toast.error(answer.error.message);
  };
  return (
    <button
      type="button"
      className="nav-link nav-link--quiet nav-link--button update-button"
      aria-disabled={waiting}
      title={waiting ? t('updates.restart_waiting_title') : t('updates.restart_title', { version: status.version })}
      onClick={() => void restart()}
    >
      <span className="update-button__dot" aria-hidden="true" />
      {waiting ? t('updates.restart_waiting') : t('updates.restart')}
    </button>
  );
}
