import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { QuantityField } from '../../components/quantity/QuantityField';
import { useTranslation } from '../../i18n/useTranslation';
import { MAX_LINE_QUANTITY } from '../../lib/quantity';
import { priceTermsAtom } from '../../state/priceTerms';
import { catalogFindSkus } from '../../lib/api';
import { lineOfEntry } from './listLines';

/** A line added by hand: a SKU of the store and a quantity; an unknown SKU is said and nothing is added. */
export function AddLineForm({ onAdd }: { onAdd: (line: OrderListLine) => void }) {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const [sku, setSku] = useState('');
  // 'unread': text that holds no quantity; nothing is added with it.
  const [quantity, setQuantity] = useState<number | null | 'unread'>(1);
  const [error, setError] = useState<{ sku?: string; quantity?: string }>({});
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const typed = sku.trim();
    const count = typeof quantity === 'number' ? quantity : null;
    if (!typed) return setError({ sku: t('order_lists.sku_not_found', { sku: '' }) });
    if (count === null || count > MAX_LINE_QUANTITY) return setError({ quantity: t('order_lists.check_quantity') });
    const found = await catalogFindSkus({ skus: [typed.slice(0, 255)] });
    const entry = found.ok ? found.data.items[0]?.entry : null;
    if (!found.ok) return setError({ sku: found.error.message });
    if (!entry) return setError({ sku: t('order_lists.sku_not_found', { sku: typed }) });
    onAdd(lineOfEntry(entry, typed, count, terms.wholesale));
    setSku('');
    setQuantity(1);
    setError({});
  };
  return (
    <form className="add-line" onSubmit={(event) => void add(event)} noValidate aria-label={t('order_lists.add_line')}>
      <Field label={t('order_lists.add_sku')} value={sku} maxLength={255} error={error.sku} onChange={(event) => setSku(event.target.value)} />
      <QuantityField
        label={t('order_lists.add_quantity')}
        value={typeof quantity === 'number' ? quantity : null}
        error={error.quantity}
        onQuantity={setQuantity}
        onUnread={() => setQuantity('unread')}
        className="add-line__qty"
      />
      <Button type="submit" variant="secondary">
        {t('order_lists.add')}
      </Button>
    </form>
  );
}
