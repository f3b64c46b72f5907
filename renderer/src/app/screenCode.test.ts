import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableScreen } from './screenCode';

const Orders = () => createElement('h1', null, 'Orders');
const page = (Screen: ReturnType<typeof preloadableScreen>['Screen']) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Screen)));

describe('a preloadable screen', () => {
  it('renders in the first pass once its code was preloaded, with no spinner in between', async () => {
    const { Screen, preload } = preloadableScreen(async () => ({ default: Orders }));
    await preload();
    expect(page(Screen)).toContain('Orders');
  });

  it('shows the fallback while its code is still loading, and loads it once', async () => {
    let loads = 0;
    const { Screen, preload } = preloadableScreen(() => {
      loads += 1;
      return new Promise(() => undefined);
    });
    expect(page(Screen)).toContain('Loading');
    void preload();
    expect(loads).toBe(1);
  });
});
