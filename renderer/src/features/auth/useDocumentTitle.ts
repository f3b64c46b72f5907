import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { shopAtom } from '../../state/shop';

/** Names the window after the screen and the store ("Log in · Acme Supply"), like PageTitle does elsewhere. */
export function useDocumentTitle(title: string): void {
  const storeName = useAtomValue(shopAtom)?.name;
  useEffect(() => {
    document.title = storeName ? `${title} · ${storeName}` : title;
  }, [title, storeName]);
}
