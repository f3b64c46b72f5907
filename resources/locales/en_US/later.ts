import type { Dictionary } from '../../../contract/schemas/shop';
import orders from './orders.json' with { type: 'json' };
import product from './product.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import legal from './legal.json' with { type: 'json' };
import preview from './preview.json' with { type: 'json' };
import account from './account.json' with { type: 'json' };
import contact from './contact.json' with { type: 'json' };
import quick_order from './quick_order.json' with { type: 'json' };
import document from './document.json' with { type: 'json' };
import order_review from './order_review.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import scan from './scan.json' with { type: 'json' };
import order_lists from './order_lists.json' with { type: 'json' };
import buy_again from './buy_again.json' with { type: 'json' };
import order_search from './order_search.json' with { type: 'json' };
import insights from './insights.json' with { type: 'json' };
import counter from './counter.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import watch from './watch.json' with { type: 'json' };

/**
 * The English words only screens loaded later use (products, orders, quick order, the account, documents, the
 * workspace, the application menu's words, ...): the window reads them as it loads its first
 * screens' code, and every such screen waits for them (screenCode.ts), so no key ever shows.
 */
export const laterWords: Dictionary = { orders, product, home, legal, preview, account, contact, quick_order, document, order_review, menu, scan, order_lists, buy_again, order_search, insights, watch, counter, settings };

export default laterWords;
