import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { shopAtom } from '../../state/shop';
import { appOpenExternal } from '../../lib/api';

/** Beside the form: who receives the message, and the store's own address for the mail app. */
export function StoreContactCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const shop = useAtomValue(shopAtom);
  const headingId = useId();
  if (!shop) return null;
  // Links out go through the main process, which checks them (https: and mailto: only).
  const writeMail = () =>
    void appOpenExternal({ url: `mailto:${shop.email}` }).then((result) => {
      if (!result.ok) toast.error(result.error.message || t('common.external_link_failed'));
    });
  return (
    <aside className="contact-aside" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-aside__title">
        {t('contact.store_title')}
      </h2>
      <p className="contact-aside__name">{shop.name}</p>
      {shop.email && (
        <Button variant="link" className="contact-aside__email" onClick={writeMail}>
          {shop.email}
        </Button>
      )}
      <p className="contact-aside__text">{t('contact.store_desc')}</p>
    </aside>
  );
}
