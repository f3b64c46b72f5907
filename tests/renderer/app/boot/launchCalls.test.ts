import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../../contract/bridge';
import type { Channel } from '../../../../contract/contract';

/** launchCalls against a bridge whose launch path answers `launchPath`, when the test lets it. */
async function launchWith(launchPath: unknown, lastScreen: string | null = null, hash = '') {
  let answer: (value: unknown) => void = () => undefined;
  const pathAnswer = new Promise((resolve) => (answer = resolve));
  const invoke = (channel: Channel) =>
    channel === 'app:takeLaunchPath'
      ? pathAnswer
      : channel === 'app:lastScreen'
        ? Promise.resolve({ ok: true, data: { path: lastScreen } })
        : Promise.resolve({ ok: true, data: { notices: [] } });
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  vi.stubGlobal('location', { hash });
  const launch = await import('../../../../renderer/src/app/boot/launchCalls');
  const calls = launch.launchCalls();
  const arrive = async () => {
    answer(launchPath);
    await calls.launchPath;
    await Promise.resolve();
  };
  return { launch, arrive };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('launchOpenedOnNoPath', () => {
  it('is false until the launch path is answered, and true once it is known there is none', async () => {
    const { launch, arrive } = await launchWith({ ok: true, data: { path: null } });
    expect(launch.launchOpenedOnNoPath()).toBe(false);
    await arrive();
    expect(launch.launchOpenedOnNoPath()).toBe(true);
  });

  it('stays false for a launch with a path: the first screen waits for its navigation', async () => {
    const { launch, arrive } = await launchWith({ ok: true, data: { path: '/order/abc' } });
    await arrive();
    expect(launch.launchOpenedOnNoPath()).toBe(false);
  });

  it('stays false when the question failed', async () => {
    const { launch, arrive } = await launchWith({ ok: false, error: { kind: 'refused', message: 'no' } });
    await arrive();
    expect(launch.launchOpenedOnNoPath()).toBe(false);
  });
});

describe('the first screen', () => {
  it("is the last screen of the run before when the window opens at its start", async () => {
    const { launch, arrive } = await launchWith({ ok: true, data: { path: null } }, '/order/abc');
    await arrive();
    expect(await launch.launchCalls().launchPath).toBe('/order/abc');
    expect(launch.launchOpenedOnNoPath()).toBe(false);
  });

  it("is a launch link's page over the last screen", async () => {
    const { launch, arrive } = await launchWith({ ok: true, data: { path: '/cart' } }, '/order/abc');
    await arrive();
    expect(await launch.launchCalls().launchPath).toBe('/cart');
  });

  it('is the page the window was opened on, when that is not the start', async () => {
    const { launch, arrive } = await launchWith({ ok: true, data: { path: null } }, '/order/abc', '#/quick-order');
    await arrive();
    expect(await launch.launchCalls().launchPath).toBeNull();
    expect(launch.launchOpenedOnNoPath()).toBe(true);
  });
});
