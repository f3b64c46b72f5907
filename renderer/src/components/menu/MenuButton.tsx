import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { buttonKey, menuKey, type MenuAction } from '../stores/menuKeys';
import './menu-button.css';

export interface MenuItem {
  label: string;
  run: () => void;
  /** A line above the item: the start of another kind of action. */
  separated?: boolean;
}

interface MenuButtonProps {
  label: string;
  items: readonly MenuItem[];
  /** An item's work is under way: the button shows it and takes no new choice. */
  busy?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A button that opens a short menu of actions (the WAI-ARIA menu button: Enter, Space or ArrowDown
 * open it, the arrows move, Escape closes it back onto the button). Several actions of one kind
 * take one button's room, so a narrow window's heading keeps to one row.
 */
export function MenuButton({ label, items, busy = false, variant = 'secondary', size = 'sm' }: MenuButtonProps) {
  const [active, setActive] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const open = active !== null;
  const labels = items.map((item) => item.label);

  useEffect(() => {
    if (active !== null) itemRefs.current[active]?.focus();
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

  const close = (refocusButton: boolean) => {
    setActive(null);
    if (refocusButton) button.current?.focus();
  };
  const choose = (index: number) => {
    close(true);
    items[index]?.run();
  };
  const act = (action: MenuAction) => {
    if (action.type === 'open' || action.type === 'focus') setActive(action.type === 'open' ? action.focus : action.index);
    else if (action.type === 'choose') choose(action.index);
    else if (action.type === 'close') close(action.refocusButton);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    const action = buttonKey(event.key, items.length);
    if (action.type === 'none') return;
    event.preventDefault();
    act(action);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (active === null) return;
    const action = menuKey(event.key, active, labels);
    if (action.type === 'none') return;
    // Tab moves on from the button, as a closed menu would.
    if (action.type !== 'close' || action.refocusButton) event.preventDefault();
    event.stopPropagation();
    act(action);
  };

  return (
    <div className="menu-button" ref={root}>
      <Button
        ref={button}
        variant={variant}
        size={size}
        loading={busy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setActive(0))}
        onKeyDown={onButtonKey}
      >
        {label}
        <span className="menu-button__chevron" aria-hidden="true" />
      </Button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="menu-button__list" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <div key={item.label} className={item.separated ? 'menu-button__group' : undefined} role="none">
              <div
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                className="menu-button__item"
                onClick={() => choose(index)}
              >
                {item.label}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
