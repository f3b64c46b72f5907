import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { shopAtom } from '../../state/shop';
import { whenIdle } from '../../lib/whenIdle';
import { useBuyerCache } from '../../state/query/buyerCache';
import { KioskStaffLink } from '../../features/counter/kioskParts';

// Below the screen's content: its code and its call wait until the screen's own calls are answered.
const PolicyLinks = lazy(() => import('./PolicyLinks'));

/** Copyright and the store's policy links. */
export function Footer() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const [idle, setIdle] = useState(false);
  // Each buyer's cache (a store switch, a login) reads the links afresh: the footer itself stays.
  const { generation } = useBuyerCache();
  useEffect(() => whenIdle(() => setIdle(true)), []);

  const copyright = shop?.copyright || t('footer.copyright', { year: new Date().getFullYear(), store: shop?.name ?? '' });
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__copyright">{copyright}</p>
        <KioskStaffLink />
        {idle && (
          <Suspense fallback={null}>
            <PolicyLinks key={generation} />
          </Suspense>
        )}
      </div>
    </footer>
  );
}
