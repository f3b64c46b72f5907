import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonKey, menuKey, type MenuAction } from '../stores/menuKeys';
import { isComposing } from '../../lib/composition';

/**
 * The state and keys of a WAI-ARIA menu button (menuKeys): which item has the keyboard, focus
 * moved onto it, a click elsewhere folding the menu, Escape back onto the button. `onChoose` gets
 * the item chosen and folds the menu itself (`close`), so it decides where the keyboard goes.
 */
export function useMenuButton({ labels, onOpen, onChoose }: { labels: readonly string[]; onOpen?: () => void; onChoose: (index: number) => void }) {
  const [active, setActive] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const open = active !== null;

  useEffect(() => {
    if (active !== null) items.current[active]?.focus();
  }, [active]);

  // A click anywhere else folds the menu; focus stays where the click put it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    onOpen?.();
    setActive(index);
  };
  const close = (refocusButton: boolean) => {
    setActive(null);
    if (refocusButton) button.current?.focus();
  };
  const run = (action: MenuAction) => {
    if (action.type === 'open') openAt(action.focus);
    else if (action.type === 'focus') setActive(action.index);
    else if (action.type === 'choose') onChoose(action.index);
    else if (action.type === 'close') close(action.refocusButton);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (isComposing(event)) return;
    const action = buttonKey(event.key, labels.length);
    if (action.type === 'none') return;
    event.preventDefault();
    run(action);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (active === null || isComposing(event)) return;
    const action = menuKey(event.key, active, labels);
    if (action.type === 'none') return;
    // Tab moves on from the button, as a closed menu would.
    if (action.type !== 'close' || action.refocusButton) event.preventDefault();
    event.stopPropagation();
    run(action);
  };
  const toggle = () => (open ? close(false) : openAt(0));

  return { open, root, button, items, menuId, close, toggle, onButtonKey, onMenuKey };
}
