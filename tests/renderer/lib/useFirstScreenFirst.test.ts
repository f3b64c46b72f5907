// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from '../../../renderer/src/lib/useFirstScreenFirst';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (from: number) => Array.from({ length: 48 }, (_, i) => ({ id: from + i }));

/** Renders a list through the hook and records how many items each render showed. */
function listRenderer() {
  const rendered: number[] = [];
  function List({ items }: { items: { id: number }[] }) {
    const shown = useFirstScreenFirst(items, items.map((item) => item.id).join(','), 12);
    rendered.push(shown.length);
    return createElement('ul', null, ...shown.map((item) => createElement('li', { key: item.id }, item.id)));
  }
  const root = createRoot(document.createElement('div'));
  const show = (items: { id: number }[]) => act(() => root.render(createElement(List, { items })));
  return { rendered, show };
}

describe('first screenful first', () => {
  it('shows the first 12 of a new page at once, then the whole page', async () => {
    const { rendered, show } = listRenderer();
    await show(page(1));
    expect(rendered[0]).toBe(12);
    expect(rendered.at(-1)).toBe(48);
  });

  it('shows fresh data for the page already shown whole at once, never shrinking it', async () => {
    const { rendered, show } = listRenderer();
    await show(page(1));
    rendered.length = 0;
    await show(page(1)); // the same products, a revalidated copy
    expect(Math.min(...rendered)).toBe(48);
    rendered.length = 0;
    await show(page(49)); // the next page
    expect(rendered[0]).toBe(12);
    expect(rendered.at(-1)).toBe(48);
  });
});
