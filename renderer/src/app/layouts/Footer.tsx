import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { PolicyLink } from '../../../../preload/schemas/shop';
import { shopAtom } from '../../state/shop';
import { whenIdle } from '../../lib/whenIdle';
import { HashLink } from '../../components/HashLink';
import { legalListQuery } from './legalListQuery';

const NONE: PolicyLink[] = [];

/** Copyright and the store's policy links. */
export function Footer() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  // Below the screen's content: its call waits until the screen's own calls are answered.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const policies = useQuery({ ...legalListQuery(), enabled: idle }).data ?? NONE;

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
