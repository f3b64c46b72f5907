import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#12532, #14102): a production bundle would carry its development
 * warnings, evaluated on every route render, and its "Hey developer" error screen. The package
 * ships a production build beside it, identical but for that switch; the renderer's build uses it.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'wholesale-desk:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
