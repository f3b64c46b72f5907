import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { StoreEntry, StoresView } from '../../../../contract/schemas/stores';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { storesRename } from './api';
import { hostOf } from '../../components/stores/monogram';
import { isComposing } from '../../lib/composition';

interface RenameStoreFormProps {
  store: StoreEntry;
  onDone: (view: StoresView) => void;
  onCancel: () => void;
}

/** Renames a store in place: Enter saves, Escape cancels; an empty name gives back the store's own. */
export function RenameStoreForm({ store, onDone, onCancel }: RenameStoreFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(store.renamed ? store.name : '');
  const [error, setError] = useState<string | null>(null);

  const save = useSingleFlight(async () => {
    const answer = await storesRename({ url: store.url, name: name.trim() });
    if (!answer.ok) {
      // The core's own words, at the field they are about.
      setError(answer.error.fields?.name?.[0] ?? (answer.error.message || t('stores.rename_failed')));
      return;
    }
    toast.success(t('stores.renamed'));
    onDone(answer.data);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void save.run();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || isComposing(event)) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className="store-list__rename" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <Field
        label={t('stores.rename_label', { url: hostOf(store.url) })}
        hint={t('stores.rename_hint')}
        placeholder={store.store_name ?? undefined}
        error={error}
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <div className="button-row">
        <Button type="submit" size="sm" loading={save.busy}>
          {t('stores.rename_save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
