import type { Dictionary } from '../../../contract/schemas/shop';
import common from './common.json' with { type: 'json' };
import header from './header.json' with { type: 'json' };
import footer from './footer.json' with { type: 'json' };
import connect from './connect.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import maintenance from './maintenance.json' with { type: 'json' };
import cart from './cart.json' with { type: 'json' };
import drafts from './drafts.json' with { type: 'json' };
import stores from './stores.json' with { type: 'json' };
import outbox from './outbox.json' with { type: 'json' };
import updates from './updates.json' with { type: 'json' };
import workspace from './workspace.json' with { type: 'json' };

/**
 * The English words the window needs from its first paint: the shell (header, menus of the
 * window, banners, prompts) and the screens a start can open on. Bundled with the window's first
 * JavaScript.
 */
export const firstWords: Dictionary = { common, header, footer, connect, auth, maintenance, cart, drafts, stores, outbox, updates, workspace };

export default firstWords;
