import { useState } from 'react';
import type { StoreEntry } from '../../../../contract/schemas/stores';
import { monogram } from './monogram';
import './store-menu.css';

/**
 * A store's small mark in lists: the current store's logo, else its initial. Only the current
 * store's logo can load (the page's policy admits images of that store alone), so others never try.
 */
export function StoreBadge({ store }: { store: StoreEntry }) {
  const [broken, setBroken] = useState(false);
  const logo = store.current && store.logo_url && !broken ? store.logo_url : null;
  return (
    <span className="store-badge" aria-hidden="true">
      {logo ? (
        <img className="store-badge__logo" src={logo} alt="" onError={() => setBroken(true)} />
      ) : (
        <span className="store-badge__letter">{monogram(store.name, store.url)}</span>
      )}
    </span>
  );
}
