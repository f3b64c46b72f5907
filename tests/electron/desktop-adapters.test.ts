import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginItems } from '../../electron/adapters/loginItems';
import { createNotifier, type NotificationLike } from '../../electron/adapters/notifier';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeNotifications(supported = true) {
  const made: { options: { title?: string; body?: string }; listeners: Map<string, () => void>; shown: boolean }[] = [];
  return {
    made,
    api: {
      isSupported: () => supported,
      create(options: { title?: string; body?: string }): NotificationLike {
        const note = { options, listeners: new Map<string, () => void>(), shown: false };
        made.push(note);
        return { on: (event, listener) => note.listeners.set(event, listener), show: () => void (note.shown = true) };
      },
    },
  };
}

describe('notifier (Electron Notification)', () => {
  it('shows the title and body, and a click opens the order in the window', () => {
    const { made, api } = fakeNotifications();
    const opened: string[] = [];
    createNotifier(api, (path) => opened.push(path)).show({ title: 'Order #1042 shipped', body: 'Fulfilment: Fulfilled', path: '/order/tok' });
    expect(made[0]).toMatchObject({ options: { title: 'Order #1042 shipped', body: 'Fulfilment: Fulfilled' }, shown: true });
    made[0]!.listeners.get('click')!();
    expect(opened).toEqual(['/order/tok']);
  });

  it('on Linux, escapes the body so the daemon shows markup as text, and leaves no tag in the title', () => {
    const { made, api } = fakeNotifications();
    const shown = { title: 'Order #9: <b>Paid</b> & <a href="x">', body: 'Reason: <i>J&T</i> <img src=x>\nPayment: a → b', path: '/order/t' };
    createNotifier(api, () => undefined, 'linux').show(shown);
    expect(made[0]!.options).toEqual({
      title: 'Order #9: \u2039b\u203APaid\u2039/b\u203A & \u2039a href="x"\u203A',
      body: 'Reason: &lt;i&gt;J&amp;T&lt;/i&gt; &lt;img src=x&gt;\nPayment: a → b',
    });
    for (const platform of ['win32', 'darwin'] as const) {
      createNotifier(api, () => undefined, platform).show(shown);
      expect(made.at(-1)!.options).toEqual({ title: shown.title, body: shown.body });
    }
  });

  it('shows nothing where the system has no notifications', () => {
    const { made, api } = fakeNotifications(false);
    createNotifier(api, () => undefined).show({ title: 't', body: '', path: '/order/x' });
    expect(made).toEqual([]);
  });
});

describe('login items by platform', () => {
  it('writes the XDG autostart file on Linux and uses the OS login items elsewhere, with --kiosk when chosen', () => {
    const home = mkdtempSync(join(tmpdir(), 'login-items-'));
    dirs.push(home);
    const calls: unknown[] = [];
    const options = { setLoginItemSettings: (s: unknown) => void calls.push(s), env: {}, home, command: ['/opt/wd/wholesale-desk'] };

    createLoginItems({ ...options, platform: 'linux' }).apply({ enabled: true, kiosk: true });
    expect(readFileSync(join(home, '.config/autostart/wholesale-desk.desktop'), 'utf8')).toContain('Exec=/opt/wd/wholesale-desk --kiosk\n');
    expect(calls).toEqual([]);

    createLoginItems({ ...options, platform: 'win32' }).apply({ enabled: true, kiosk: true });
    createLoginItems({ ...options, platform: 'darwin' }).apply({ enabled: false, kiosk: false });
    expect(calls).toEqual([{ openAtLogin: true, args: ['--kiosk'] }, { openAtLogin: false, args: [] }]);
  });
});
