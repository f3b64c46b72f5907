import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { OrderListLine } from '../../../../preload/schemas/orderLists';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useTranslation } from '../../i18n/useTranslation';
import { MAX_LINE_QUANTITY, normalizeQuantity } from '../../lib/quantity';
import { priceTermsAtom } from '../../state/priceTerms';
import { storefront } from '../../state/storefront';
import { lineOfEntry } from './listLines';

/** A line added by hand: a SKU of the store and a quantity; an unknown SKU is said and nothing is added. */
export function AddLineForm({ onAdd }: { onAdd: (line: OrderListLine) => void }) {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const [sku, setSku] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<{ sku?: string; quantity?: string }>({});
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const typed = sku.trim();
    const count = normalizeQuantity(quantity);
    if (!typed) return setError({ sku: t('order_lists.sku_not_found', { sku: '' }) });
    if (count === null || count > MAX_LINE_QUANTITY) return setError({ quantity: t('order_lists.check_quantity') });
    const found = await storefront.catalog.findSkus({ skus: [typed.slice(0, 255)] });
    const entry = found.ok ? found.data.items[0]?.entry : null;
    if (!found.ok) return setError({ sku: found.error.message });
    if (!entry) return setError({ sku: t('order_lists.sku_not_found', { sku: typed }) });
    onAdd(lineOfEntry(entry, typed, count, terms.wholesale));
    setSku('');
    setQuantity('1');
    setError({});
  };
  return (
    <form className="add-line" onSubmit={(event) => void add(event)} noValidate aria-label={t('order_lists.add_line')}>
      <Field label={t('order_lists.add_sku')} value={sku} maxLength={255} error={error.sku} onChange={(event) => setSku(event.target.value)} />
      <Field label={t('order_lists.add_quantity')} value={quantity} inputMode="numeric" error={error.quantity} onChange={(event) => setQuantity(event.target.value)} className="add-line__qty" />
      <Button type="submit" variant="secondary">
        {t('order_lists.add')}
      </Button>
    </form>
  );
}
