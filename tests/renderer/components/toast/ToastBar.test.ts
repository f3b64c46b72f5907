// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../renderer/src/i18n/setup';
import { ToastBar } from '../../../../renderer/src/components/toast/ToastBar';
import { pushToastAtom, TOAST_DURATION_MS, TOAST_WITH_ACTIONS_MS } from '../../../../renderer/src/components/toast/toastState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  setupI18n();
});
afterEach(() => vi.useRealTimers());

async function bar() {
  vi.useFakeTimers();
  const store = createStore();
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(createElement(Provider, { store }, createElement(ToastBar))));
  const buttons = () => [...host.querySelectorAll<HTMLButtonElement>('.toast__action')];
  return { host, store, buttons };
}

describe('a toast with buttons', () => {
  it('offers them; one runs and the toast goes', async () => {
    const { host, store, buttons } = await bar();
    const opened: string[] = [];
    await act(async () => void store.set(pushToastAtom, { variant: 'success', message: 'Saved to Downloads as Quote.pdf.', actions: [{ label: 'Open', run: () => opened.push('open') }, { label: 'Show in folder', run: () => opened.push('folder') }] }));
    expect(buttons().map((b) => b.textContent)).toEqual(['Open', 'Show in folder']);
    await act(async () => buttons()[0]!.click());
    expect(opened).toEqual(['open']);
    expect(host.textContent).not.toContain('Quote.pdf');
  });

  it('stays long enough to be reached, and while the pointer is on it', async () => {
    const { host, store } = await bar();
    await act(async () => void store.set(pushToastAtom, { variant: 'success', message: 'Saved.', actions: [{ label: 'Open', run: () => undefined }] }));
    await act(async () => void vi.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(host.textContent).toContain('Saved.');
    const toast = host.querySelector('.toast')!;
    await act(async () => void toast.dispatchEvent(new Event('pointerover', { bubbles: true })));
    await act(async () => void vi.advanceTimersByTime(TOAST_WITH_ACTIONS_MS * 2));
    expect(host.textContent).toContain('Saved.');
    await act(async () => void toast.dispatchEvent(new Event('pointerout', { bubbles: true })));
    await act(async () => void vi.advanceTimersByTime(TOAST_WITH_ACTIONS_MS + 100));
    expect(host.textContent).not.toContain('Saved.');
  });
});
