import { useEffect, useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useButtonPopup, useDismiss, usePlacement, type Placement } from './popup';
import './popup-menu.css';

export type MenuEntry = { key: string; label: string; icon?: ReactNode; danger?: boolean; disabled?: boolean } | { key: string; divider: true };

interface PopupMenuProps {
  items: readonly MenuEntry[];
  anchor: DOMRect;
  placement: Placement;
  /** Focus the first item on opening: the menu was opened by a click or a key, not by resting the pointer. */
  autoFocus: boolean;
  /** The element that opened the menu: pressing it does not count as a press outside. */
  trigger: RefObject<HTMLElement | null> | null;
  onSelect: (key: string) => void;
  /** `refocus`: focus was in the menu, so it goes back to what opened it. */
  onClose: (refocus: boolean) => void;
  id?: string;
  labelledBy?: string;
  label?: string;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
}

const itemsOf = (menu: HTMLElement | null): HTMLElement[] => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

/** A menu in antd's Dropdown look: arrow keys, Home and End move, Enter picks, Escape or a press outside closes. */
export function PopupMenu({ items, anchor, placement, autoFocus, trigger, onSelect, onClose, id, labelledBy, label, onMouseEnter, onMouseLeave }: PopupMenuProps) {
  const ref = usePlacement<HTMLUListElement>(anchor, placement, placement === 'bottomLeft' ? 0 : 4);
  useDismiss(ref, trigger, onClose);
  useEffect(() => {
    if (autoFocus) itemsOf(ref.current)[0]?.focus();
  }, [ref, autoFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = itemsOf(ref.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(-1);
    else if (e.key === 'Tab') {
      e.preventDefault();
      onClose(true);
    }
  };

  return createPortal(
    <ul
      ref={ref}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      aria-label={label}
      className="lite-dropdown"
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {items.map((item) =>
        'divider' in item ? (
          <li key={item.key} role="separator" className="lite-menu-divider" />
        ) : (
          <li key={item.key} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`lite-menu-item${item.danger ? ' lite-menu-item-danger' : ''}`}
              aria-disabled={item.disabled || undefined}
              onClick={() => !item.disabled && onSelect(item.key)}
            >
              {item.icon && <span className="lite-menu-icon">{item.icon}</span>}
              {item.label}
            </button>
          </li>
        ),
      )}
    </ul>,
    document.body,
  );
}

/** antd's delays before a hover-opened menu opens and closes. */
const ENTER_DELAY = 150;
const LEAVE_DELAY = 100;

interface MenuButtonProps {
  items: readonly MenuEntry[];
  onSelect: (key: string) => void;
  className: string;
  children: ReactNode;
  /** Needed when the button shows no words of its own. */
  label?: string;
  /** Also opens while the pointer rests on the button, as antd's hover trigger does. */
  hover?: boolean;
}

/** A button that opens a menu below it, right-aligned (the menu-button pattern: aria-haspopup, aria-expanded). */
export function MenuButton({ items, onSelect, className, children, label, hover = false }: MenuButtonProps) {
  const buttonId = useId();
  const menuId = useId();
  const { button, open, setOpen, close, delay } = useButtonPopup<{ anchor: DOMRect; byHover: boolean }>();

  const show = (byHover: boolean) => {
    delay.cancel();
    const anchor = button.current!.getBoundingClientRect();
    // Resting the pointer never turns a menu opened on purpose into one that closes when the pointer leaves.
    setOpen((o) => (byHover && o ? o : { anchor, byHover }));
  };
  const enter = () => (open ? delay.cancel() : delay.after(ENTER_DELAY, () => show(true)));
  const leave = () => (open?.byHover ? delay.after(LEAVE_DELAY, () => close(false)) : delay.cancel());

  return (
    <>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open && !open.byHover ? close(false) : show(false))}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          show(false);
        }}
        onMouseEnter={hover ? enter : undefined}
        onMouseLeave={hover ? leave : undefined}
      >
        {children}
      </button>
      {open && (
        <PopupMenu
          id={menuId}
          labelledBy={buttonId}
          items={items}
          anchor={open.anchor}
          placement="bottomRight"
          autoFocus={!open.byHover}
          trigger={button}
          onSelect={(key) => {
            close(true);
            onSelect(key);
          }}
          onClose={close}
          onMouseEnter={hover ? enter : undefined}
          onMouseLeave={hover ? leave : undefined}
        />
      )}
    </>
  );
}
