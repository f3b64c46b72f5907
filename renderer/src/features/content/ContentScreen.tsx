import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { SafeHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../i18n/dates';
import { customerAtom } from '../../state/shop';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { failureOf, StoreError } from '../../state/query/storeAnswer';
import { legalPageQuery } from './api';
import { pageHeading } from './leadingTitle';

/** Same rule as the bridge, so a hand-typed bad handle is "no record" rather than a refused call. */
const HANDLE = /^[a-z0-9][a-z0-9-_]*$/i;

/** A policy (/legal/:handle) or content page (/pages/:handle): the store's HTML, sanitised. */
export default function ContentScreen() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const language = useAtomValue(spokenLanguageAtom);
  const customer = useAtomValue(customerAtom);
  const valid = HANDLE.test(handle) && handle.length <= 255;
  const query = useQuery({ ...legalPageQuery(handle), enabled: valid });
  const missing = !valid || (query.error instanceof StoreError && query.error.kind === 'not_found');

  const load = missing
    ? ({ status: 'missing' } as const)
    : query.data
      ? ({ status: 'loaded', page: query.data } as const)
      : query.isError && !query.isFetching
        ? ({ status: 'failed', error: failureOf(query.error) } as const)
        : ({ status: 'loading' } as const);

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
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      );
    case 'loaded': {
      const { title, html } = pageHeading(load.page.body_html, load.page.title, handle);
      return (
        <article className="content-page">
          <PageTitle
            title={title}
            subtitle={load.page.updated_at ? t('legal.updated_at', { date: formatDateTime(load.page.updated_at, language) }) : undefined}
          />
          <div className="card content-page__body">
            <SafeHtml html={html} />
          </div>
        </article>
      );
    }
  }
}
