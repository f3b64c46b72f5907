import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { HashLink } from '../../components/HashLink';
import { legalListQuery } from './legalListQuery';

/** The store's policy links in the footer (none when the store has none, or could not list them). */
export default function PolicyLinks() {
  const { t } = useTranslation();
  const policies = useQuery(legalListQuery()).data;
  if (!policies?.length) return null;
  return (
    <nav aria-label={t('footer.policies')}>
      <ul className="site-footer__links">
        {policies.map((policy) => (
          <li key={policy.handle}>
            <HashLink to={`/legal/${encodeURIComponent(policy.handle)}`}>{policy.title}</HashLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
