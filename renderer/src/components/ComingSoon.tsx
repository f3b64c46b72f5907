import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';
import { EmptyState } from './EmptyState';
import { buttonClass } from './Button';

/** A screen that exists in the navigation but is built by a later issue; it says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <EmptyState
        icon="…"
        title={t('common.coming_soon_title')}
        description={t('common.coming_soon_desc')}
        action={<Link to="/" className={buttonClass('secondary')}>{t('common.back_home')}</Link>}
      />
    </>
  );
}
