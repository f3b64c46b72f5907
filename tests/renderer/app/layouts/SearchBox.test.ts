// @vitest-environment jsdom
import { act, createElement, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Storefront } from '../../../../contract/bridge';
import { searchQueryAtom } from '../../../../renderer/src/state/search';
import { SearchBox } from '../../../../renderer/src/app/layouts/SearchBox';

let root: Root;
let host: HTMLElement;
const router: { navigate?: NavigateFunction } = {};

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (path: string) => router.navigate!(path);

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.storefront = {} as unknown as Storefront;
  const store = createStore();
  store.set(searchQueryAtom, 'hex bolts');
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => {
    root.render(createElement(Provider, { store }, createElement(MemoryRouter, { initialEntries: ['/'] }, createElement(Navigator), createElement(SearchBox))));
  });
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const box = () => host.querySelector('input')!.value;

it("shows the search on the product list, and not last search's words on other screens", async () => {
  expect(box()).toBe('hex bolts');
  await act(async () => void navigate('/orders'));
  expect(box()).toBe('');
  await act(async () => void navigate('/'));
  expect(box()).toBe('hex bolts');
});
