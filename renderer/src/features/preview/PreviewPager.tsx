import { useTranslation } from 'react-i18next';

/** Previous / next through the preview's pages; absent for one page. */
export function PreviewPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="preview-pager" aria-label={t('preview.page_of', { page, total: totalPages })}>
      <button type="button" className="preview-pager__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ {t('preview.page_previous')}
      </button>
      <span className="preview-pager__status">{t('preview.page_of', { page, total: totalPages })}</span>
      <button type="button" className="preview-pager__button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('preview.page_next')} ›
      </button>
    </nav>
  );
}
