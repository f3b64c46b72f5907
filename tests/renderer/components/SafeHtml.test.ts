// @vitest-environment jsdom
import { createElement } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '../../../contract/bridge';

/**
 * Store HTML at the component: a click on any link in store HTML is taken by the app (router or
 * system browser) and never left to the browser, whose default would load the link in the
 * app's own window.
 */
const openExternal = vi.fn(async () => ({ ok: true as const, data: { success: true as const } }));
let root: Root;
let host: HTMLElement;

function Where() {
  return createElement('output', { 'data-testid': 'where' }, useLocation().pathname);
}

async function render(html: string) {
  window.storefront = { app: { openExternal } } as unknown as Storefront;
  const { SafeHtml } = await import('../../../renderer/src/components/SafeHtml');
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const page = createElement('div', null, createElement(SafeHtml, { html }), createElement(Where));
  await act(async () => {
    root.render(createElement(MemoryRouter, null, createElement(Routes, null, createElement(Route, { path: '*', element: page }))));
  });
}

/** Clicks `selector` and says whether the browser's own handling was stopped. */
async function click(selector: string): Promise<boolean> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  await act(async () => {
    host.querySelector(selector)!.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

const where = () => host.querySelector('[data-testid="where"]')?.textContent;

beforeEach(() => {
  vi.resetModules();
  openExternal.mockClear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('SafeHtml links', () => {
  it('routes an image-map <area> inside the app instead of letting it load in the window', async () => {
    await render('<img src="m.png" usemap="#m" alt="map"><map name="m"><area shape="rect" coords="0,0,9,9" href="/legal/terms" alt="terms"></map>');
    expect(await click('area')).toBe(true);
    expect(where()).toBe('/legal/terms');
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('sends a web link to the system browser and a script link nowhere', async () => {
    await render('<p><a href="https://example.com/terms"><b>terms</b></a> <a href="javascript:alert(1)">x</a></p>');
    expect(await click('b')).toBe(true);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith({ url: 'https://example.com/terms' });
    // DOMPurify dropped the script URL: a bare <a> has nothing to follow.
    expect(host.querySelector('a:not([href])')).not.toBeNull();
  });
});
