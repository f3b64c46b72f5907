import { describe, expect, it } from 'vitest';
// @ts-expect-error the launcher's helpers are plain JavaScript modules
import { ensureDisplay } from '../../scripts/display.mjs';

type Display = { env: Record<string, string | undefined>; note: string | null; stop(): void };
const ensure = ensureDisplay as (env: Record<string, string | undefined>, platform: string) => Promise<Display>;

describe('the screen npm start opens the window on', () => {
  it('is the one the session has', async () => {
    const display = await ensure({ DISPLAY: ':1', PATH: '' }, 'linux');
    expect(display.env.DISPLAY).toBe(':1');
    expect(display.note).toBeNull();
  });

  it('is refused in one line when there is no display and no Xvfb', async () => {
    await expect(ensure({ PATH: '/nonexistent' }, 'linux')).rejects.toThrow(
      'Wholesale Desk needs a screen: no display is set (DISPLAY) and Xvfb is not installed (sudo apt-get install -y xvfb).',
    );
  });
});
