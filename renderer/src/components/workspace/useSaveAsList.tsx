import { useState } from 'react';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrderListsChanged } from '../../state/query/orderListsQuery';
import { listsCreate } from '../../lib/api';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { useToast } from '../toast/useToast';

interface SaveAsListProps {
  /** Read when the buyer saves, so a screen hands its lines as they are then. */
  lines: () => OrderListLine[];
  currency: string;
  /** The name offered, e.g. the order's number. */
  defaultName: string;
}

/**
 * "Save as order list" wherever lines are on screen (cart, an order, quick order): the buyer names
 * the list and it is kept with their other data on this computer. `start` opens the naming dialog,
 * which `dialog` renders.
 */
export function useSaveAsList({ lines, currency, defaultName }: SaveAsListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState(0);
  const listsChanged = useOrderListsChanged();

  const start = () => {
    setName(defaultName);
    setError(null);
    setCount(lines().length);
    setOpen(true);
  };
  const save = async () => {
    if (!name.trim()) return setError(t('order_lists.name_required'));
    const answer = await listsCreate({ name: name.trim().slice(0, 120), currency, lines: lines().slice(0, 1000) });
    if (!answer.ok) return setError(t('order_lists.create_failed', { message: answer.error.message }));
    void listsChanged();
    setOpen(false);
    toast.success(t('order_lists.created', { name: answer.data.name }));
  };

  const dialog = open ? (
    <Modal<'save' | 'cancel'>
      open
      title={t('order_lists.save_title')}
      description={t('order_lists.save_description', { count })}
      buttons={[
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label: t('order_lists.save'), value: 'save', variant: 'primary' },
      ]}
      submit="save"
      onResult={(choice) => (choice === 'save' ? void save() : setOpen(false))}
    >
      <Field label={t('order_lists.name')} value={name} maxLength={120} error={error ?? undefined} onChange={(event) => setName(event.target.value)} />
    </Modal>
  ) : null;
  return { start, dialog };
}
