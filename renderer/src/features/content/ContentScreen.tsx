import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { LegalPage } from '../../../../preload/schemas/shop';
import type { AppError } from '../../../../preload/result';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { SafeHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../i18n/dates';
import { customerAtom } from '../../state/shop';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { storefront } from '../../state/storefront';
import { pageHeading } from './leadingTitle';

type Answer = { status: 'loaded'; page: LegalPage } | { status: 'missing' } | { status: 'failed'; error: AppError };

/** Same rule as the bridge, so a hand-typed bad handle is "no record" rather than a refused call. */
const HANDLE = /^[a-z0-9][a-z0-9-_]*$/i;

/** A policy (/legal/:handle) or content page (/pages/:handle): the store's HTML, sanitised. */
export default function ContentScreen() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const language = useAtomValue(spokenLanguageAtom);
  const customer = useAtomValue(customerAtom);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which request it belongs to; anything older means "still loading".
  const [answer, setAnswer] = useState<{ key: string; value: Answer } | null>(null);
  const valid = HANDLE.test(handle) && handle.length <= 255;
  const key = `${handle}#${attempt}`;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void storefront.legal.page({ handle }).then((result) => {
      if (!live) return;
      if (result.ok) setAnswer({ key, value: { status: 'loaded', page: result.data.page } });
      else if (result.error.kind === 'not_found') setAnswer({ key, value: { status: 'missing' } });
      else setAnswer({ key, value: { status: 'failed', error: result.error } });
    });
    return () => {
      live = false;
    };
  }, [handle, key, valid]);

  const load: Answer | { status: 'loading' } = !valid
    ? { status: 'missing' }
    : answer?.key === key
      ? answer.value
      : { status: 'loading' };

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
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
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
