import { describe, expect, it } from 'vitest';
import { shortcutOf, type KeyLike } from '../../../../renderer/src/app/layouts/shortcuts';

const field = (tagName: string, type?: string) => ({ tagName, type }) as unknown as EventTarget;
const press = (key: string, target: EventTarget | null = field('BODY'), mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...mods,
});

describe('shortcutOf', () => {
  it('goes to search on / and opens the help on ? outside fields', () => {
    expect(shortcutOf(press('/'))).toBe('search');
    expect(shortcutOf(press('?', field('BUTTON')))).toBe('help');
    expect(shortcutOf(press('/', field('INPUT', 'checkbox')))).toBe('search');
  });

  it('leaves / and ? to a field being typed in', () => {
    expect(shortcutOf(press('/', field('INPUT', 'text')))).toBeNull();
    expect(shortcutOf(press('?', field('TEXTAREA')))).toBeNull();
    expect(shortcutOf(press('/', { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget))).toBeNull();
  });

  it('goes to search on Ctrl+K or Cmd+K even while typing', () => {
    expect(shortcutOf(press('k', field('INPUT', 'text'), { ctrlKey: true }))).toBe('search');
    expect(shortcutOf(press('K', field('BODY'), { metaKey: true }))).toBe('search');
  });

  it('ignores other keys and modified slashes', () => {
    expect(shortcutOf(press('a'))).toBeNull();
    expect(shortcutOf(press('/', field('BODY'), { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('k', field('BODY'), { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
