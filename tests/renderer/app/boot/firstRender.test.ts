// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { renderWhenLaunchKnown } from '../../../../renderer/src/app/boot/firstRender';

/** The app's screen, as a stand-in: what matters is when it reaches the DOM. */
function mount(launchKnown: Promise<unknown>) {
  const container = document.createElement('div');
  renderWhenLaunchKnown(createRoot(container), createElement('h1', null, 'Log in'), launchKnown);
  return container;
}

/** Lets queued promise callbacks run, and nothing that waits for a task. */
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const task = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the first render', () => {
  it('is drawn within the microtasks after the launch is known, not a scheduler task later', async () => {
    const container = mount(Promise.resolve({ ok: true, data: { path: null } }));
    expect(container.textContent).toBe('');
    await microtasks();
    expect(container.textContent).toBe('Log in');
  });

  it('is drawn the same way when the launch question failed', async () => {
    const container = mount(Promise.reject(new Error('no answer')));
    await microtasks();
    expect(container.textContent).toBe('Log in');
  });

  it('still comes when the launch is never known', async () => {
    const container = mount(new Promise(() => undefined));
    await microtasks();
    expect(container.textContent).toBe('');
    await task();
    expect(container.textContent).toBe('Log in');
  });
});
