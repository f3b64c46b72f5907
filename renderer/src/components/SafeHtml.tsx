import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { appOpenExternal } from '../lib/api';
import { classifyLink, linkOf, sanitizeHtml } from './sanitize';
import { useToast } from './toast/useToast';
import { cx } from './cx';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Store HTML rendered after DOMPurify (narrow profile). Links (<a> and <area>) never navigate
 * the app's window: app paths go through the router, web and mail links to the system browser.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // <area> links too: a click the app does not take would load the link in its own window.
    const link = linkOf(event.target);
    if (!link) return;
    const target = classifyLink(link.getAttribute('href'));
    if (target.kind === 'anchor') return; // in-page jump is harmless
    event.preventDefault();
    if (target.kind === 'app') navigate(target.path);
    if (target.kind === 'external') {
      void appOpenExternal({ url: target.url }).then((result) => {
        if (!result.ok) toast.error(result.error.message || t('common.external_link_failed'));
      });
    }
  };

  // Links inside are real <a href>, so keyboard users reach and activate them; the click
  // handler only reroutes where they go.
  return <div className={cx('rich-text', className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
