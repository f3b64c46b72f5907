import type { IndexStatus } from '../../../../contract/schemas/quickOrder';
import { toBcp47 } from '../../lib/money';

export type IndexStatusText =
  | { key: 'index_empty' | 'index_starting'; values: Record<string, never> }
  | { key: 'index_building'; values: { count: number; products: string; done: string; total: string } }
  | { key: 'index_ready'; values: { count: number; products: string; time: string } }
  | { key: 'index_refreshing'; values: { count: number; products: string } }
  | { key: 'index_failed'; values: { message: string } };

/**
 * The line under the quick-order heading: how far the catalogue index is. Numbers and the time
 * follow the store's locale ("Catalogue: 1,234 products indexed (3 of 105 pages)", "updated 10:42"); the count picks
 * the plural form.
 */
export function indexStatusText(status: IndexStatus, storeLocale: string, now = new Date()): IndexStatusText {
  const locale = toBcp47(storeLocale);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  switch (status.state) {
    case 'empty':
      return { key: 'index_empty', values: {} };
    case 'building':
      if (status.total === null) return { key: 'index_starting', values: {} };
      return { key: 'index_building', values: { count: status.products, products: number(status.products), done: number(status.done), total: number(status.total) } };
    case 'failed':
      return { key: 'index_failed', values: { message: status.message ?? '' } };
    case 'ready':
      if (status.refreshing) return { key: 'index_refreshing', values: { count: status.products, products: number(status.products) } };
      return { key: 'index_ready', values: { count: status.products, products: number(status.products), time: timeOf(status.updated_at, locale, now) } };
  }
}

/** Today's updates say the time only, older ones the date too. */
function timeOf(iso: string | null, locale: string, now: Date): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = now.toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
