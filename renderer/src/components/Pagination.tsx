import { useTranslation } from '../i18n/useTranslation';
import './Pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const WINDOW = 2;

/** Page numbers around the current one, with first/last and previous/next; absent for one page. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const from = Math.max(1, page - WINDOW);
  const to = Math.min(totalPages, page + WINDOW);
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPage(target);
  };
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <button type="button" className="pagination__button" onClick={() => go(1)} disabled={page === 1} aria-label={t('common.page_first')}>
        «
      </button>
      <button type="button" className="pagination__button" onClick={() => go(page - 1)} disabled={page === 1} aria-label={t('common.page_previous')}>
        ‹
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className="pagination__button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('common.page_number', { page: n })}
          onClick={() => go(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pagination__button" onClick={() => go(page + 1)} disabled={page === totalPages} aria-label={t('common.page_next')}>
        ›
      </button>
      <button type="button" className="pagination__button" onClick={() => go(totalPages)} disabled={page === totalPages} aria-label={t('common.page_last')}>
        »
      </button>
      <span className="pagination__status">{t('common.page_of', { page, total: totalPages })}</span>
    </nav>
  );
}
