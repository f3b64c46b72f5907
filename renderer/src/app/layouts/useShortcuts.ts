import { useEffect, useRef } from 'react';
import { shortcutOf, type Shortcut } from './shortcuts';
import { onCoreEvent } from '../../lib/api';
import { isComposing } from '../../lib/composition';

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
      if (event.defaultPrevented || isComposing(event)) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut);
    };
    document.addEventListener('keydown', listen);
    // The menu's Search and Keyboard shortcuts: its keys reach the menu, not the page.
    const offCommand = onCoreEvent('app:command', ({ command }) => handler.current(command));
    return () => {
      document.removeEventListener('keydown', listen);
      offCommand();
    };
  }, []);
}
