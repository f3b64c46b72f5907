import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../components/Modal';
import { startOver } from './api';
import { saidCount } from './idleCountdown';
import { useIdleSignOut } from './useIdleSignOut';

/**
 * Before a kiosk signs an idle customer out: "Still there?" with the seconds left and one large
 * "I'm still here". Any input gives them the whole time again; when it runs out, what they typed in
 * the cart is sent first, then they are signed out.
 */
export function IdleWarning({ idleMinutes }: { idleMinutes: number }) {
  const { t } = useTranslation();
  const signOut = useCallback(() => void startOver(), []);
  const { state, stillHere } = useIdleSignOut(idleMinutes * 60_000, signOut);
  const open = state.phase === 'warning';
  const secondsLeft = state.phase === 'warning' ? state.secondsLeft : 0;
  return (
    <Modal open={open} title={t('counter.still_there')} buttons={[{ label: t('counter.still_here'), value: true, variant: 'primary' }]} onResult={stillHere}>
      {open && (
        <div className="idle-warning">
          <p className="idle-warning__count" aria-hidden="true">
            {t('counter.signing_out_in', { count: secondsLeft })}
          </p>
          <p className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
            {t('counter.signing_out_in_said', { count: saidCount(secondsLeft) })}
          </p>
        </div>
      )}
    </Modal>
  );
}
