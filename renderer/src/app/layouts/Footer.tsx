import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { PolicyLink } from '../../../../preload/schemas/shop';
import { shopAtom } from '../../state/shop';
import { storefront } from '../../state/storefront';
import { whenIdle } from '../../lib/whenIdle';
import { HashLink } from '../../components/HashLink';

/** Copyright and the store's policy links (GET /_api/legal). A failure is only logged. */
export function Footer() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const [policies, setPolicies] = useState<PolicyLink[]>([]);

  useEffect(() => {
    let live = true;
    // Below the screen's content: its call waits until the screen's own calls are answered.
    const cancel = whenIdle(() => {
      void storefront.legal.list().then((result) => {
        if (!live) return;
        if (result.ok) setPolicies(result.data.policies);
        else if (result.error.kind !== 'not_found') console.warn(`legal:list failed: ${result.error.message}`);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  const copyright = shop?.copyright || t('footer.copyright', { year: new Date().getFullYear(), store: shop?.name ?? '' });
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__copyright">{copyright}</p>
        {policies.length > 0 && (
          <nav aria-label={t('footer.policies')}>
            <ul className="site-footer__links">
              {policies.map((policy) => (
                <li key={policy.handle}>
                  <HashLink to={`/legal/${encodeURIComponent(policy.handle)}`}>{policy.title}</HashLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
