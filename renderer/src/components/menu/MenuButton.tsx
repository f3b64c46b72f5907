import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { useMenuButton } from './useMenuButton';
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
  const choose = (index: number) => {
    close(true);
    items[index]?.run();
  };
  const { open, root, button, items: itemRefs, menuId, close, toggle, onButtonKey, onMenuKey } = useMenuButton({ labels: items.map((item) => item.label), onChoose: choose });
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
        onClick={toggle}
        onKeyDown={onButtonKey}
      >
        {label}
        <span className="menu-button__chevron" aria-hidden="true" />
      </Button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="menu-popup menu-button__list" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <div key={item.label} className={item.separated ? 'menu-button__group' : undefined} role="none">
              <div
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                className="menu-popup__item"
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
