import { describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/index';
import { eventsNamed, testDeps } from './support/deps';
import { fixtureCores } from './support/fixture-core';
import { globalBody } from './support/fixture-server';

const start = fixtureCores();

async function legalAnswering(body: unknown, status = 200) {
  const { handlers } = await start({ 'GET /_api/legal': () => ({ status, body }), 'GET /_api/global': () => ({ body: globalBody() }) });
  return handlers['legal:list']({});
}

describe('a body carrying errors is a failure whatever the status', () => {
  it('No_Result_Found on a 200 is not_found with the store text', async () => {
    expect(await legalAnswering({ policies: [], errors: { No_Result_Found: 'No record found.' } })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'No record found.', status: 200 },
    });
  });

  it('Error_Message is a store failure carrying the store text', async () => {
    expect(await legalAnswering({ errors: { Error_Message: 'This pricelist is disabled.' } })).toMatchObject({
      ok: false,
      error: { kind: 'store', message: 'This pricelist is disabled.' },
    });
  });

  it('redirect_url is a store failure that carries where to go', async () => {
    expect(await legalAnswering({ errors: { redirect_url: '/maintenance' } }, 403)).toMatchObject({
      ok: false,
      error: { kind: 'store', redirect_url: '/maintenance' },
    });
  });

  it('a field map is a validation failure with every message joined', async () => {
    const result = await legalAnswering(
      { message: 'The given data was invalid.', errors: { email: ['The email field is required.'], phone: 'Too short.' } },
      422,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        message: 'The email field is required. Too short.',
        fields: { email: ['The email field is required.'], phone: ['Too short.'] },
        status: 422,
      },
    });
  });

  it('a 404 without a body is not_found', async () => {
    expect(await legalAnswering('', 404)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });
});

describe('unreachable store', () => {
  it('answers network with a plain message and reports the store offline, then online again', async () => {
    const { handlers, deps, fixture } = await start({ 'GET /_api/global': () => ({ body: globalBody() }) });
    const url = fixture.url;
    await fixture.close();
    const result = await handlers['contact:send']({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Cannot reach the store. Check your connection; the app will retry.' },
    });
    expect(eventsNamed(deps.events, 'store:connectivity').map((e) => e.payload)).toEqual([{ online: false }]);

    // The store comes back on the same port: the next answer flips connectivity back.
    const port = Number(new URL(url).port);
    const { createServer } = await import('node:http');
    const server = createServer((_q, r) => r.end(JSON.stringify(globalBody())));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect((await handlers['shop:global']({})).ok).toBe(true);
      expect(eventsNamed(deps.events, 'store:connectivity').map((e) => e.payload)).toEqual([{ online: false }, { online: true }]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers not_configured when no store address is known', async () => {
    const core = createCore(testDeps());
    try {
      expect(await core.handlers['shop:global']({})).toMatchObject({ ok: false, error: { kind: 'not_configured' } });
      expect(await core.handlers['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: null } });
    } finally {
      core.dispose();
    }
  });
});
