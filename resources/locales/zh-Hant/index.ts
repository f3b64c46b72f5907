import type { Dictionary } from '../../../contract/schemas/shop';
import common from './common.json' with { type: 'json' };
import header from './header.json' with { type: 'json' };
import footer from './footer.json' with { type: 'json' };
import connect from './connect.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import maintenance from './maintenance.json' with { type: 'json' };
import legal from './legal.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import product from './product.json' with { type: 'json' };
import cart from './cart.json' with { type: 'json' };
import preview from './preview.json' with { type: 'json' };
import orders from './orders.json' with { type: 'json' };
import account from './account.json' with { type: 'json' };
import contact from './contact.json' with { type: 'json' };
import quick_order from './quick_order.json' with { type: 'json' };
import document from './document.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import drafts from './drafts.json' with { type: 'json' };
import stores from './stores.json' with { type: 'json' };
import order_review from './order_review.json' with { type: 'json' };
import outbox from './outbox.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import updates from './updates.json' with { type: 'json' };
import scan from './scan.json' with { type: 'json' };
import order_lists from './order_lists.json' with { type: 'json' };
import workspace from './workspace.json' with { type: 'json' };
import buy_again from './buy_again.json' with { type: 'json' };
import order_search from './order_search.json' with { type: 'json' };
import insights from './insights.json' with { type: 'json' };
import counter from './counter.json' with { type: 'json' };
import core from './core.json' with { type: 'json' };
import watch from './watch.json' with { type: 'json' };

/**
 * The bundled Traditional Chinese dictionary, key for key the English one, in Taiwan's words
 * (購物車, 訂單, 帳號, 登入, 設定, 檔案): what a buyer in Taiwan reads where the store's own
 * dictionary has no word. One JSON file a section.
 */
export const zhHant: Dictionary = { common, header, footer, connect, auth, maintenance, legal, home, product, cart, preview, orders, account, contact, quick_order, document, settings, drafts, stores, order_review, outbox, menu, updates, scan, order_lists, workspace, buy_again, order_search, insights, counter, core, watch };

export default zhHant;
