import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { formatDateTime } from '../../i18n/dates';
import { formatMoney } from '../../lib/money';
import { addressLines } from '../../lib/postalAddress';
import { priceTermsAtom } from '../../state/priceTerms';
import { customerAtom } from '../../state/shop';
import { PrintDocument, type DocumentTotal } from './PrintDocument';

const joined = (parts: (string | null | undefined)[], separator = ' ') => parts.filter((part) => part && part.trim() !== '').join(separator);


/** The cart as a quote to send for approval: dated, for the buyer and their billing address, every line. */
export function QuoteDocument({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(priceTermsAtom);
  const customer = useAtomValue(customerAtom);
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const today = formatDateTime(new Date(), locale);
  const billing = cart.billing_addresses.find((address) => address.is_primary) ?? cart.billing_addresses[0];
  const buyer = customer ? [joined([customer.first_name, customer.last_name]), customer.email] : [];
  const totals: DocumentTotal[] = [
    { label: t('cart.subtotal'), value: money(cart.subtotal_price) },
    ...(cart.total_discount > 0 ? [{ label: t('cart.discount'), value: money(-cart.total_discount) }] : []),
    { label: t('cart.total'), value: money(cart.total_price), grand: true },
  ];
  return (
    <PrintDocument
      title={t('document.quote_title')}
      reference={`${t('document.quote_title')}, ${today}`}
      stamp={t('document.printed_on', { date: today })}
      facts={[{ label: t('document.date'), value: today }]}
      parties={[
        { heading: t('document.prepared_for'), lines: buyer },
        { heading: t('document.bill_to'), lines: billing ? addressLines(billing) : [] },
      ]}
      lines={cart.order_item.map((item) => ({
        key: item.variant_id,
        item: item.product_name || item.name,
        detail: item.product_name ? item.variant_name : undefined,
        sku: item.sku ?? '—',
        price: money(item.unit_price),
        quantity: item.quantity,
        amount: money(item.item_subtotal),
      }))}
      totals={totals}
      footnote={t('document.quote_note')}
    />
  );
}
