import { menuKeyAction, openingItem } from './menu-keys';

describe('menuKeyAction', () => {
  it('moves down and up between the items, wrapping at the ends', () => {
    expect(menuKeyAction('ArrowDown', 0, 4)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('ArrowDown', 3, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 2, 4)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('ArrowUp', 0, 4)).toEqual({ kind: 'focus', index: 3 });
  });

  it('jumps to the first item with Home and the last with End', () => {
    expect(menuKeyAction('Home', 2, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('End', 1, 4)).toEqual({ kind: 'focus', index: 3 });
  });

  it('closes on Escape back to the button, and on Tab letting the focus move on', () => {
    expect(menuKeyAction('Escape', 1, 4)).toEqual({ kind: 'close', refocusButton: true });
    expect(menuKeyAction('Tab', 1, 4)).toEqual({ kind: 'close', refocusButton: false });
  });

  it('activates the item on Space and ignores other keys (Enter follows the link by itself)', () => {
    expect(menuKeyAction(' ', 0, 4)).toEqual({ kind: 'activate' });
    expect(menuKeyAction('Enter', 0, 4)).toEqual({ kind: 'none' });
    expect(menuKeyAction('a', 0, 4)).toEqual({ kind: 'none' });
  });
});

describe('openingItem', () => {
  it('opens at the first item with ArrowDown and at the last with ArrowUp', () => {
    expect(openingItem('ArrowDown', 4)).toBe(0);
    expect(openingItem('ArrowUp', 4)).toBe(3);
    expect(openingItem('Enter', 4)).toBeNull();
  });
});
