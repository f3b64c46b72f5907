import { useEffect, useRef } from 'react';
import { shortcutOf, type Shortcut } from './shortcuts';

/**
 * Listens for the app-wide keys on the whole document while the header is shown. A key pressed
 * inside an open dialog is the dialog's. The handler may change between renders.
 */
export function useShortcuts(onShortcut: (shortcut: Shortcut) => void): void {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, []);
}
