import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { shopAtom } from '../state/shop';
import { resolveStoreAsset, storeUrlAtom } from '../state/storeAssets';
import { cx } from './cx';

/** The store's logo (65 px high) or, without one or when it fails to load, its name. */
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
      {!shop && <AppMark />}
      {logo ? (
        <img className="brand__logo" src={logo} alt={name} onError={() => setBroken(logo)} />
      ) : (
        <span className="brand__name">{name}</span>
      )}
    </span>
  );
}

/** Wholesale Desk's own mark, shown before a store is known (connect). */
function AppMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M8 11h16l-1.6 9.2a2 2 0 0 1-2 1.8h-8.8a2 2 0 0 1-2-1.8z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 11V9.5a4 4 0 0 1 8 0V11" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
