import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../electron/core/index';
import { contentSecurityPolicy } from '../electron/security/csp';
import { serveRenderer, type StaticServer } from './staticServer';

/**
 * The production renderer build (out/renderer) on loopback, as the app:// handler serves it: every
 * file with the Content-Security-Policy that names the store the core is connected to right then.
 */
export function serveApp(core: Core, rendererDir: string): Promise<StaticServer> {
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error(`No renderer build in ${rendererDir}: run \`npx electron-vite build\` first (npm start and npm run test:e2e do).`);
  }
  return serveRenderer(rendererDir, async () => {
    const answer = await core.handlers['app:getStoreUrl']({});
    return contentSecurityPolicy({ storeOrigin: answer.ok ? answer.data.url : null });
  });
}
