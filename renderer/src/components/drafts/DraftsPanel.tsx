import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { clearDraft, restoreDraft } from '../../lib/quantityDraft';
import { draftsDiscard } from '../../lib/api';
import { Button } from '../Button';
import { useToast } from '../toast/useToast';
import { DraftConflicts } from './DraftConflicts';
import { changeCount } from './draftPlan';
import type { KeptDrafts } from './useKeptDrafts';
import { useSendDrafts } from './useSendDrafts';
import './drafts.css';

/** Quantities typed but never sent (a quit, a crash, an offline spell), offered back: send, review or discard. */
export default function DraftsPanel({ drafts, forget, hide }: KeptDrafts) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const titleId = useId();
  const { busy, conflict, sendAll, sendChosen, closeConflict } = useSendDrafts(drafts, forget);
  const count = changeCount(drafts);
  if (count === 0 && !conflict) return null;

  const discard = async () => {
    await draftsDiscard({});
    for (const draft of drafts) {
      clearDraft(draft.scope);
      forget(draft.scope);
    }
    toast.info(t('drafts.discarded'));
  };
  // The cart (and each product page) opens with the kept quantities laid over the store's; Update cart sends them from there.
  const review = () => {
    for (const draft of drafts) restoreDraft(draft.scope, draft.entries);
    hide();
    navigate('/cart');
  };

  return (
    <section className="drafts-prompt" aria-labelledby={titleId} data-testid="drafts-prompt">
      <div className="container drafts-prompt__inner">
        <div className="drafts-prompt__text">
          <h2 id={titleId} className="drafts-prompt__title">
            {t('drafts.count', { count })}
          </h2>
          <p>{t('drafts.detail')}</p>
        </div>
        {!conflict && (
          <div className="drafts-prompt__actions">
            <Button size="sm" onClick={() => void sendAll()} loading={busy}>
              {busy ? t('drafts.sending') : t('drafts.send_now')}
            </Button>
            <Button variant="secondary" size="sm" onClick={review} disabled={busy}>
              {t('drafts.review')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void discard()} disabled={busy}>
              {t('drafts.discard')}
            </Button>
          </div>
        )}
      </div>
      {conflict && (
        <div className="container">
          <DraftConflicts key={conflict.scope} plan={conflict} busy={busy} onSend={(choices) => void sendChosen(choices)} onClose={closeConflict} />
        </div>
      )}
    </section>
  );
}
