import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { QueuedOrder } from '../../../../../contract/schemas/outbox';
import { Alert } from '../../../components/Alert';
import { Field } from '../../../components/Field';
import { QuantityField } from '../../../components/quantity/QuantityField';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast/useToast';
import { outboxUpdate } from '../api';
import { REFERENCE_MAX_LENGTH, cleanReference } from '../confirmPlaced';

/** A waiting order's quantities (0 takes a line out) and reference, changed on this computer only. */
export function EditQueuedDialog({ order, onClose }: { order: QueuedOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  // 'unread': text that holds no quantity, flagged on its field; the order is not saved with it.
  const [typed, setTyped] = useState(() => new Map<number, number | 'unread'>(order.lines.map((line) => [line.variant_id, line.quantity])));
  const [reference, setReference] = useState(order.remark);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (order.lines.some((line) => typed.get(line.variant_id) === 'unread')) return setError(t('product.check_quantity'));
    const quantities = order.lines.map((line) => {
      const quantity = typed.get(line.variant_id);
      return { variant_id: line.variant_id, quantity: typeof quantity === 'number' ? quantity : line.quantity };
    });
    const answer = await outboxUpdate({ id: order.id, remark: cleanReference(reference), quantities });
    if (!answer.ok) return setError(answer.error.message);
    toast.success(t('outbox.saved'));
    onClose();
  };

  return (
    <Modal<'save' | 'cancel'>
      open
      title={t('outbox.edit_title')}
      description={t('outbox.edit_desc')}
      buttons={[
        { label: t('common.cancel'), value: 'cancel' },
        { label: t('outbox.save'), value: 'save', variant: 'primary' },
      ]}
      onResult={(value) => (value === 'save' ? void save() : onClose())}
    >
      <div className="outbox-edit">
        {error && <Alert variant="danger">{error}</Alert>}
        {order.lines.map((line) => (
          <QuantityField
            key={line.variant_id}
            label={t('outbox.quantity_of', { name: line.sku ? `${line.name} (${line.sku})` : line.name })}
            value={quantityOf(typed.get(line.variant_id))}
            emptyIsNone={false}
            onQuantity={(quantity) => setTyped((before) => new Map(before).set(line.variant_id, quantity ?? 0))}
            onUnread={() => setTyped((before) => new Map(before).set(line.variant_id, 'unread'))}
          />
        ))}
        <Field label={t('order_review.reference')} value={reference} maxLength={REFERENCE_MAX_LENGTH} autoComplete="off" onChange={(event) => setReference(event.target.value)} />
      </div>
    </Modal>
  );
}

/** 0 takes a line out and shows as 0; unread text is the field's own to show. */
function quantityOf(quantity: number | 'unread' | undefined): number | null {
  return typeof quantity === 'number' ? quantity : null;
}
