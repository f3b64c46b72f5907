import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { StoreEntry } from '../../../../contract/schemas/stores';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { useModal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/useToast';
import { useStores } from '../../state/stores';
import { useSwitchStore } from '../../state/storeSwitch';
import { storesRemove } from './api';
import { StoreRow } from './StoreRow';

/** The section "Manage stores" lands on (/settings?section=stores). */
const STORES_SECTION_ID = 'stores';

/** The buyer's stores: switch, rename, remove (not the one in use), add. */
export function StoreSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const { view, error, refresh, replace } = useStores();
  const { switchingTo, switchTo } = useSwitchStore();
  const { ask, modal } = useModal<'remove' | 'cancel'>();
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const landed = params.get('section') === STORES_SECTION_ID;

  useEffect(() => {
    if (!landed || !view || !heading.current) return;
    heading.current.scrollIntoView({ block: 'start' });
    heading.current.focus();
  }, [landed, view]);

  const switchToStore = async (store: StoreEntry) => {
    const error = await switchTo(store.url);
    if (error) toast.error(`${t('stores.switch_failed', { store: store.name })} ${error.message}`);
  };

  const remove = async (store: StoreEntry) => {
    const choice = await ask({
      title: t('stores.remove_title', { store: store.name }),
      description: t('stores.remove_desc'),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('stores.remove_confirm'), value: 'remove', variant: 'danger' },
      ],
    });
    if (choice !== 'remove') return;
    setRemoving(store.url);
    const answer = await storesRemove({ url: store.url });
    setRemoving(null);
    if (!answer.ok) {
      toast.error(`${t('stores.remove_failed')} ${answer.error.message}`);
      return;
    }
    replace(answer.data);
    toast.success(t('stores.removed', { store: store.name }));
    // Its row is gone: focus goes to the list's heading rather than to the page's start.
    heading.current?.focus();
  };

  const current = view?.stores.find((store) => store.current);
  return (
    <section id={STORES_SECTION_ID} className="panel settings-panel" aria-labelledby="settings-stores">
      <h2 id="settings-stores" ref={heading} tabIndex={-1} className="settings-group__title store-section__title">
        {t('stores.title')}
      </h2>
      <p className="muted">{t('stores.intro')}</p>
      {!view && !error && <Spinner block label={t('stores.loading')} />}
      {!view && error && (
        <Alert variant="danger" title={t('stores.load_failed')}>
          <p>{error}</p>
          <Button variant="secondary" size="sm" onClick={() => void refresh()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {view?.pinned && <p className="settings-store">{t('stores.pinned', { store: current?.name ?? '' })}</p>}
      {view && (
        <ul className="store-list">
          {view.stores.map((store) => (
            <StoreRow
              key={store.url}
              store={store}
              locked={view.pinned}
              switching={switchingTo === store.url}
              removing={removing === store.url}
              busy={switchingTo !== null}
              onSwitch={() => void switchToStore(store)}
              onRemove={() => void remove(store)}
              onRenamed={replace}
            />
          ))}
        </ul>
      )}
      {view && !view.pinned && (
        <div className="button-row">
          <Link to="/connect" className={buttonClass('secondary', 'sm')}>
            {t('stores.add_store')}
          </Link>
        </div>
      )}
      {modal}
    </section>
  );
}
