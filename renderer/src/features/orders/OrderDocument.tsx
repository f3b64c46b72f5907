import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order, OrderAddress } from '../../../../contract/schemas/orders';
import { PrintDocument, type DocumentFact, type DocumentTotal } from '../../components/document/PrintDocument';
import { formatDateTime } from '../../i18n/dates';
import { formatMoney } from '../../lib/money';
import { addressLines } from '../../lib/postalAddress';
import { customerAtom } from '../../state/shop';
import { ratePercent } from './format';
import { statusLabel } from '../../lib/statusLabels';


const labelled = (label: string, value: string | null | undefined) => (value && value.trim() !== '' ? `${label}: ${value}` : '');

/** The address as every screen writes it, then its phone and the e-mail, labelled. */
function partyLines(address: OrderAddress | null, contact: { phone: string; email: string }, email?: string | null): string[] {
  if (!address) return [];
  return [...addressLines(address), labelled(contact.phone, address.phone), labelled(contact.email, email)];
}

/** One order as a document for the accounts department: its number, status, parties, lines, totals, remark. */
export function OrderDocument({ order, locale }: { order: Order; locale: string }) {
  const { t } = useTranslation();
  const customer = useAtomValue(customerAtom);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const title = t('orders.order_title', { name: order.name });
  const contact = { phone: t('orders.phone'), email: t('orders.email') };
  const facts: DocumentFact[] = [
    { label: t('document.placed_on'), value: formatDateTime(order.created_at, locale) },
    { label: t('orders.payment_status'), value: statusLabel(t, 'financial', order.financial_status, order.financial_status_label) },
    { label: t('orders.fulfillment_status'), value: statusLabel(t, 'fulfillment', order.fulfillment_status, order.fulfillment_status_label) },
  ];
  if (order.cancelled) facts.push({ label: t('orders.cancelled_title'), value: order.cancelled_at ? formatDateTime(order.cancelled_at, locale) : ' ' });
  const totals: DocumentTotal[] = [
    { label: t('orders.subtotal'), value: money(order.subtotal_price) },
    ...(order.total_discount > 0 ? [{ label: t('orders.discount'), value: money(-order.total_discount) }] : []),
    ...order.shipping_methods.map((shipping) => ({ label: shipping.title || t('orders.shipping'), value: money(shipping.price) })),
    ...order.tax_lines.map((tax) => ({ label: t('orders.tax_line', { title: tax.title, rate: ratePercent(tax.rate, locale) }), value: money(tax.price) })),
    { label: t('orders.total'), value: money(order.total_price), grand: true },
    ...(order.total_transaction_amount > 0 ? [{ label: t('orders.total_transaction_amount'), value: money(order.total_transaction_amount) }] : []),
    ...(order.total_refund_amount > 0 ? [{ label: t('orders.total_refund_amount'), value: money(order.total_refund_amount) }] : []),
    order.overpaid > 0 ? { label: t('orders.overpaid'), value: money(order.overpaid) } : { label: t('orders.amount_due'), value: money(order.amount_due) },
  ];
  return (
    <PrintDocument
      title={title}
      reference={title}
      stamp={t('document.printed_on', { date: formatDateTime(new Date(), locale) })}
      facts={facts}
      parties={[
        { heading: t('document.bill_to'), lines: partyLines(order.billing_address, contact, order.email ?? customer?.email) },
        { heading: order.type === 'pickup' ? t('document.pickup_at') : t('document.ship_to'), lines: partyLines(order.shipping_address, contact) },
      ]}
      lines={order.line_items.map((item) => ({
        key: item.id,
        item: item.title,
        sku: item.sku ?? '—',
        price: money(item.price),
        quantity: item.quantity,
        amount: money(item.subtotal_price),
      }))}
      totals={totals}
      notes={[
        { heading: t('orders.remark'), text: order.remark ?? '' },
        ...(order.cancelled && order.cancel_reason ? [{ heading: t('orders.cancelled_title'), text: order.cancel_reason }] : []),
      ]}
    />
  );
}
