import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopAtom } from '../state/shop';
import { resolveStoreAsset, storeUrlAtom } from '../state/storeAssets';
import { cx } from './cx';

/** The store's logo (65 px high, spec 9) or, without one or when it fails to load, its name. */
export function StoreBrand({ className }: { className?: string }) {
  const shop = useAtomValue(shopAtom);
  const { t } = useTranslation();
  const storeUrl = useAtomValue(storeUrlAtom);
  const [broken, setBroken] = useState<string | null>(null);
  const name = shop?.name ?? t('common.app_name');
  const source = resolveStoreAsset(shop?.logo_url, storeUrl);
  const logo = source && source !== broken ? source : null;
  return (
    <span className={cx('brand', className)}>
      {logo ? (
        <img className="brand__logo" src={logo} alt={name} onError={() => setBroken(logo)} />
      ) : (
        <span className="brand__name">{name}</span>
      )}
    </span>
  );
}
