import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placePopup } from './popup';
import { MenuButton, type MenuEntry } from './popup-menu';

const ITEMS: MenuEntry[] = [
  { key: 'info', label: '个人信息' },
  { key: 'off', label: '不可用', disabled: true },
  { key: 'divider', divider: true },
  { key: 'logout', label: '退出登录', danger: true },
];

function renderMenu(onSelect = vi.fn()) {
  render(
    <MenuButton items={ITEMS} onSelect={onSelect} className="trigger" label="用户菜单">
      张明
    </MenuButton>,
  );
  return { onSelect, button: screen.getByRole('button', { name: '用户菜单' }) };
}

describe('MenuButton', () => {
  it('opens on a click with the first item focused, and says so on the button', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: '用户菜单' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '个人信息' }));
  });

  it('moves with the arrow keys past a disabled item, wrapping round', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '个人信息' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('picks an item and closes, but not a disabled one', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: '不可用' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('placePopup', () => {
  const anchor = new DOMRect(1300, 12, 100, 40);
  beforeEach(() => {
    window.innerWidth = 1440;
    window.innerHeight = 900;
  });

  it('puts a bottomRight popup under its anchor, right edges aligned', () => {
    expect(placePopup(anchor, 110, 240, 'bottomRight', 4)).toEqual({ top: 56, left: 1290 });
  });

  it('keeps a popup inside the window', () => {
    expect(placePopup(anchor, 200, 240, 'bottomLeft', 4)).toEqual({ top: 56, left: 1440 - 200 - 4 });
    expect(placePopup(new DOMRect(0, 700, 48, 44), 160, 600, 'rightTop', 8)).toEqual({ top: 900 - 600 - 4, left: 56 });
  });
});
