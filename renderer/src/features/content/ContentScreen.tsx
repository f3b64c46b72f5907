import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LegalPage } from '../../../../preload/schemas/shop';
import type { AppError } from '../../../../preload/result';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { SafeHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../i18n/dates';
import { customerAtom, shopAtom } from '../../state/shop';
import { storefront } from '../../state/storefront';

type Load = { status: 'loading' } | { status: 'loaded'; page: LegalPage } | { status: 'missing' } | { status: 'failed'; error: AppError };

/** Same rule as the bridge, so a hand-typed bad handle is "no record" rather than a refused call. */
const HANDLE = /^[a-z0-9][a-z0-9-_]*$/i;

/** A policy (/legal/:handle) or content page (/pages/:handle): the store's HTML, sanitised. */
export default function ContentScreen() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const shop = useAtomValue(shopAtom);
  const customer = useAtomValue(customerAtom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchPage = useCallback(async (signal: { live: boolean }) => {
    if (!HANDLE.test(handle) || handle.length > 255) return setLoad({ status: 'missing' });
    setLoad({ status: 'loading' });
    const result = await storefront.legal.page({ handle });
    if (!signal.live) return;
    if (result.ok) setLoad({ status: 'loaded', page: result.data.page });
    else if (result.error.kind === 'not_found') setLoad({ status: 'missing' });
    else setLoad({ status: 'failed', error: result.error });
  }, [handle]);

  useEffect(() => {
    const signal = { live: true };
    void fetchPage(signal);
    return () => {
      signal.live = false;
    };
  }, [fetchPage]);

  const home = customer ? '/' : '/login';
  switch (load.status) {
    case 'loading':
      return <Spinner size="lg" block label={t('legal.loading')} />;
    case 'missing':
      return (
        <EmptyState
          title={t('legal.not_found_title')}
          description={t('legal.not_found_desc')}
          action={<Link to={home} className={buttonClass('secondary')}>{t('common.back_home')}</Link>}
        />
      );
    case 'failed':
      return (
        <div className="stack">
          <Alert variant="danger" title={t('legal.load_failed')}>{load.error.message}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void fetchPage({ live: true })}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      );
    case 'loaded':
      return (
        <article className="content-page">
          <PageTitle
            title={load.page.title}
            subtitle={load.page.updated_at ? t('legal.updated_at', { date: formatDateTime(load.page.updated_at, shop?.locale) }) : undefined}
          />
          <div className="card content-page__body">
            <SafeHtml html={load.page.body_html} />
          </div>
        </article>
      );
  }
}
