import { protocol, session } from 'electron';
import { isLoopbackHost } from '../core/urls';
import { APP_ENTRY, APP_SCHEME, createAppFileHandler } from './appProtocol';
import { contentSecurityPolicy } from './csp';

export interface RendererSource {
  /** What the window loads: the only document it may show and the IPC may hear from. */
  entryUrl: string;
}

/** Must run before the app is ready: app:// is a standard, secure origin like https. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
  ]);
}

/** electron-vite's dev server URL, only when it is on this computer. */
export function devServerUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Serves the renderer with the Content-Security-Policy header. Production: the built files from
 * `rendererDir` over app://. Development: Vite's dev server, the header added to its answers.
 * `storeUrl` is asked on every response so images from a newly connected store are allowed.
 */
export function serveRenderer(options: {
  devServer: string | null;
  rendererDir: string;
  storeUrl: () => Promise<string | null>;
}): RendererSource {
  const { devServer, rendererDir, storeUrl } = options;
  if (devServer) {
    const origin = new URL(devServer).origin;
    session.defaultSession.webRequest.onHeadersReceived({ urls: [`${origin}/*`] }, (details, callback) => {
      void storeUrl().then((store) =>
        callback({
          responseHeaders: {
            ...details.responseHeaders,
            'Content-Security-Policy': [contentSecurityPolicy({ storeOrigin: store, devServer: origin })],
          },
        }),
      );
    });
    return { entryUrl: devServer };
  }
  protocol.handle(APP_SCHEME, createAppFileHandler(rendererDir, storeUrl));
  return { entryUrl: APP_ENTRY };
}
