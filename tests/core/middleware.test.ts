import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channels } from '../../contract/contract';
import type { Handlers } from '../../electron/core/deps';
import { guardAll } from '../../electron/core/handlers/guard';
import { coreText, speakCore } from '../../electron/core/language/core-text';
import { applyMiddleware, CALL_MIDDLEWARE, type MiddlewareName, type Wrap } from '../../electron/core/middleware';
import { registerIpc } from '../../electron/ipc';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';
import enUS from '../../resources/locales/en_US/index';

const ORDER: MiddlewareName[] = ['guard', 'login-customer', 'learn-buyer', 'updates', 'language', 'stores', 'offline'];

afterEach(() => {
  speakCore('en', enUS);
  vi.restoreAllMocks();
});

/** Every channel answering "done", and each middleware noting that a call passed it. */
function passing(passed: string[], over: Partial<Record<MiddlewareName, Wrap>> = {}) {
  const base = Object.fromEntries(channels.map((channel) => [channel, async () => ({ ok: true, data: {} })])) as unknown as Handlers;
  const noting = (name: MiddlewareName): Wrap => (inner) =>
    Object.fromEntries(
      channels.map((channel) => [channel, (input: unknown) => (passed.push(name), (inner[channel] as (i: unknown) => Promise<unknown>)(input))]),
    ) as unknown as Handlers;
  const wraps = Object.fromEntries(ORDER.map((name) => [name, over[name] ?? noting(name)])) as Record<MiddlewareName, Wrap>;
  return applyMiddleware(base, wraps);
}

describe('the call middleware', () => {
  it('is one list, each with a job, in the order a call passes them, the one the architecture doc shows', async () => {
    expect(CALL_MIDDLEWARE.map((m) => m.name)).toEqual(ORDER);
    for (const m of CALL_MIDDLEWARE) expect(m.job.length).toBeGreaterThan(10);
    const passed: string[] = [];
    await passing(passed)['legal:list']({});
    expect(passed).toEqual(ORDER);

    const doc = readFileSync(join(import.meta.dirname, '../../docs/architecture.md'), 'utf8');
    const section = doc.split('## Call middleware')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^\| \d+ \| `([\w-]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(ORDER);
  });

  it('turns anything thrown, in a handler or another middleware, into the one unexpected-failure message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing: Wrap = () => new Proxy({}, { get: () => async () => Promise.reject(new Error('disk gone at /home/secret')) }) as Handlers;
    const handlers = passing([], { guard: guardAll, offline: throwing });
    const answer = await handlers['legal:list']({});
    expect(answer).toEqual({ ok: false, error: { kind: 'server', message: coreText('unexpected') } });
    expect(JSON.stringify(answer)).not.toContain('/home/secret');

    speakCore('ms', await loadAppDictionary('ms'));
    const inMalay = await handlers['legal:list']({});
    expect(inMalay).toEqual({ ok: false, error: { kind: 'server', message: 'Berlaku masalah dalam aplikasi. Sila cuba lagi.' } });
  });

  it('says the same message when the window’s transport fails before the core is reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listeners = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
    registerIpc<unknown>({ handle: (channel, listener) => void listeners.set(channel, listener) }, passing([]), () => {
      throw new Error('the frame went away');
    });
    speakCore('zh-Hant', await loadAppDictionary('zh-Hant'));
    expect(await listeners.get('legal:list')!({}, {})).toEqual({ ok: false, error: { kind: 'server', message: '應用程式發生問題。請再試一次。' } });
  });
});
