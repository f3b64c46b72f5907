import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';

/** The demo mailbox shows live reset links: only a store started with it, and only with its key, may show it. */
let plain: TestStore;
let demo: TestStore;
beforeAll(async () => {
  [plain, demo] = await Promise.all([startTestStore({ products: 1 }), startTestStore({ products: 1, mailbox: true })]);
});
afterAll(async () => void (await Promise.all([plain.close(), demo.close()])));

const unknownRoute = (path: string) => ({ message: `The route ${path} could not be found.`, errors: { No_Result_Found: 'No record found.' } });

async function expectUnknownRoute(store: TestStore, url: string): Promise<void> {
  const answer = await store.newClient().get(url);
  const control = await store.newClient().get('/__no-such-route');
  expect(control.body).toEqual(unknownRoute('/__no-such-route'));
  expect(answer.status, url).toBe(404);
  expect(answer.body, url).toEqual(unknownRoute('/__mail'));
  expect(answer.headers.get('content-type')).toBe(control.headers.get('content-type'));
  // Same cookies as any unknown route: the answer does not even say a mailbox exists.
  expect(answer.setCookies.map((line) => line.split('=')[0])).toEqual(control.setCookies.map((line) => line.split('=')[0]));
}

describe('without the mailbox option', () => {
  it('has no mailbox at all', async () => {
    expect(plain.mailboxUrl).toBeNull();
    await expectUnknownRoute(plain, '/__mail');
    await expectUnknownRoute(plain, '/__mail?key=anything');
  });
});

describe('with the mailbox option', () => {
  it('serves the mail at the printed address with its random key, newest first, links clickable', async () => {
    expect(demo.mailboxUrl).toMatch(new RegExp(`^${demo.url}/__mail\\?key=[A-Za-z0-9_-]{32}$`));
    const client = demo.newClient();
    await client.get('/_api/global');
    await client.post('/_api/auth/signup', { first_name: 'A<b>', last_name: 'B', email: 'mailbox@wholesale.test', password: 'secret12' });
    const link = demo.control.lastLink('mailbox@wholesale.test', 'activation') ?? '';
    const page = await client.get<string>(demo.mailboxUrl ?? '');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain(`<a href="${link}">`);
    expect(page.body).toContain('A&lt;b&gt;');
  });

  it('answers a missing or wrong key exactly like an unknown route', async () => {
    const key = new URL(demo.mailboxUrl ?? '').searchParams.get('key') ?? '';
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const query of ['', '?key=', `?key=${flipped}`, `?key=${key.slice(0, 10)}`, `?key=${key}x`, `?key=${key}&key=${key}`, `?k=${key}`]) {
      await expectUnknownRoute(demo, `/__mail${query}`);
    }
  });

  it('draws a new key at every start', async () => {
    const again = await startTestStore({ products: 1, mailbox: true, seed: false });
    try {
      const keyOf = (url: string | null) => new URL(url ?? '').searchParams.get('key');
      expect(keyOf(again.mailboxUrl)).not.toBe(keyOf(demo.mailboxUrl));
      await expectUnknownRoute(again, `/__mail?key=${keyOf(demo.mailboxUrl)}`);
    } finally {
      await again.close();
    }
  });

  it('is on for `npm run server`, which prints the address with the key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailbox-cli-'));
    const args = ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--data', dataDir, '--products', '1', '--quiet'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /mailbox: (http:\/\/\S+\/__mail\?key=\S+)/.exec(out);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`cli exited ${code}: ${out}`)));
        // Fails before the test's own timeout, so `finally` still stops the child.
        setTimeout(() => reject(new Error(`no mailbox address printed: ${out}`)), 20_000);
      });
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(url.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
