import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_USER_MODEL_ID } from '../../electron/appId';

describe('the AppUserModelID', () => {
  it("is the installer's appId, so Windows shows the app's notifications", () => {
    const builder = JSON.parse(readFileSync(new URL('../../electron-builder.json', import.meta.url), 'utf8')) as { appId: string };
    expect(APP_USER_MODEL_ID).toBe(builder.appId);
  });
});
