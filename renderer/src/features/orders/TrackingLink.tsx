import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { appOpenExternal } from '../../lib/api';
import { safeTrackingUrl } from './format';

interface TrackingLinkProps {
  company: string | null;
  number: string | null;
  url: string | null;
}

/** The courier's tracking page, opened in the system browser (https only); plain text otherwise. */
export function TrackingLink({ company, number, url }: TrackingLinkProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = [company, number].filter(Boolean).join(' ');
  const href = safeTrackingUrl(url);
  if (!text && !href) return null;
  if (!href) return <span className="order-item__tracking">{text}</span>;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void appOpenExternal({ url: href }).then((result) => {
      if (!result.ok) toast.error(result.error.message || t('common.external_link_failed'));
    });
  };
  return (
    <a className="order-item__tracking" href={href} onClick={open} rel="noopener noreferrer">
      {t('orders.tracking_link', { company: company ?? '', number: number ?? '' }).replace(/\s+/g, ' ').trim()}
      <span className="visually-hidden"> {t('orders.opens_in_browser')}</span>
    </a>
  );
}
