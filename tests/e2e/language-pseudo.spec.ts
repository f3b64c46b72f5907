/**
 * Every word the buyer reads comes from a dictionary: the store serves a pseudo-language made from
 * the English dictionary at test time (each word accented and 40 % longer, between ⟦ and ⟧), and
 * every screen is walked at 1440 and 420 px: the shop's, the workspace's (order lists and a list's
 * page, buy again, order search, insights, the product list's list view), the routine's (a list
 * repeating weekly, its review with the budget line, a size-by-colour grid, a quote request), the
 * unsent-changes prompt and the settings. A plain English word on a screen that is not the store's
 * own data (names, SKUs, addresses), nor Intl's (month names), was written into the code: the test
 * names it. The screenshots show the layout holding with the longer words.
 */
import enUS from '../../resources/locales/en_US/index';
import { expect, test, type App } from './harness';
import { pseudoDictionary, plainWords } from './harness/pseudo';
import { intlWords, storeData, visibleTexts, withoutStoreData } from './harness/visibleTexts';
import { SCREENS, logInAnyLanguage, walkScreens, wordOf, type Screen } from './language-helpers';
import { sizeByColourProduct } from './size-grid-helpers';

const PSEUDO = pseudoDictionary(enUS);

/** The product list in one of its layouts (the choice is remembered, so each visit sets its own). */
const layout = (which: 'grid' | 'list') => (app: App) => app.page.locator('.layout-toggle__button').nth(which === 'grid' ? 0 : 1).click();

/** A line of the store's own catalogue, for an order list and an unsent change (its words are store data). */
function aVariant(app: App): { id: number; sku: string; title: string; handle: string } {
  return app.store!.ctx.db
    .prepare<[], { id: number; sku: string; title: string; handle: string }>('SELECT v.id, v.sku, p.title, p.handle FROM variants v JOIN products p ON p.id = v.product_id ORDER BY v.id LIMIT 1')
    .get()!;
}

test('a pseudo-language walk over every screen finds no word outside the dictionaries, and the layout holds with longer words', async ({ launch }) => {
  test.setTimeout(240_000);
  const app = await launch({ products: 12, viewport: { width: 1440, height: 900 }, path: '/login', storeOptions: { dictionaries: { en_US: PSEUDO } } });
  const data = storeData(app.store!);
  const intl = intlWords('en-US');
  const found = new Set<string>();
  const look = async (screen: string, width: number) => {
    for (const text of await visibleTexts(app.page)) {
      // A chart's labels and an address's lines show store data cut in pieces, a long name cut short
      // with "…": a piece of it is still the store's.
      const ofTheStore = (piece: string) => data.some((value) => value.includes(piece.replace(/…$/, '')));
      if (text.split(/,\s*/).every(ofTheStore)) continue;
      const english = plainWords(withoutStoreData(text, data)).filter((w) => !intl.has(w.toLowerCase()));
      if (english.length > 0) found.add(`${screen}: ${english.join(' ')} «${text.slice(0, 80)}»`);
    }
    await app.screenshot(`pseudo-${screen}-${width}`, { fullPage: true });
  };

  const words = wordOf(PSEUDO);
  await walkScreens(app, [{ name: 'login', path: '/login', heading: ['auth', 'login_title'] }], [1440, 420], words, look);
  await logInAnyLanguage(app);

  // What the workspace screens show: an order list of the store's own lines (named in digits, no word of its own).
  const variant = aVariant(app);
  const list = await app.core.handlers['lists:create']({ name: '1042', currency: 'MYR', lines: [{ variant_id: variant.id, sku: variant.sku, name: variant.title, quantity: 2, unit_price: 10 }] });
  if (!list.ok) throw new Error(list.error.message);
  // A watched variant, so the watch screen shows its table (and the product page its Watching).
  expect((await app.core.handlers['watch:add']({ variant_id: variant.id, sku: variant.sku, name: variant.title, unit_price: 10 })).ok).toBe(true);
  const workspace: Screen[] = [
    { name: 'order-lists', path: '/lists', heading: ['order_lists', 'title'] },
    { name: 'order-list', path: `/lists/${list.data.id}` },
    { name: 'buy-again', path: '/buy-again', heading: ['buy_again', 'title'] },
    { name: 'order-search', path: '/order-search', heading: ['order_search', 'title'] },
    { name: 'insights', path: '/insights', heading: ['insights', 'title'] },
    { name: 'list-view', path: '/', heading: ['home', 'title'], open: layout('list') },
  ];
  // The buyer's routine: the list repeating every Thursday (its page shows the rhythm), its review
  // with the month's budget line (the settings show the budget too), a size-by-colour product's
  // grid, and a quote asked for from the cart.
  const rhythm = await app.core.handlers['standing:set']({ list_id: list.data.id, rhythm: { kind: 'weekly', days: [4], every_weeks: 1, time: '09:00' } });
  expect(rhythm.ok).toBe(true);
  expect((await app.core.handlers['budget:set']({ budget: { amount: 1000, period: 'month', locked: false } })).ok).toBe(true);
  const sizeByColour = sizeByColourProduct(app.store!.control)[0]!;
  const routine: Screen[] = [
    { name: 'standing-review', path: `/lists/${list.data.id}/review`, open: (app) => expect(app.page.getByTestId('budget-line')).toBeVisible() },
    { name: 'size-grid', path: `/products/${sizeByColour.product_handle}`, open: (app) => expect(app.page.locator('.size-grid')).toBeVisible() },
    {
      name: 'quote-request',
      path: '/cart',
      heading: ['cart', 'title'],
      open: async (app) => {
        await app.page.getByRole('button', { name: words('cart', 'ask_quote'), exact: true }).click();
        await expect(app.page.getByRole('note')).toBeVisible();
      },
    },
  ];
  const screens = [{ ...SCREENS.list!, open: layout('grid') }, ...Object.values(SCREENS).filter((s) => s !== SCREENS.list), ...workspace, ...routine];
  await walkScreens(app, screens, [1440, 420], words, look);

  // Unsent changes kept from an earlier run are offered at the next start.
  const saved = await app.core.handlers['drafts:save']({ scope: `product:${variant.handle}`, entries: [{ variant_id: variant.id, quantity: 7, base: 1 }] });
  expect(saved.ok).toBe(true);
  await app.goto('/quick-order');
  await app.page.reload();
  const prompt = app.page.getByTestId('drafts-prompt');
  for (const width of [1440, 420]) {
    await app.page.setViewportSize({ width, height: 900 });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await look('drafts', width);
  }
  expect([...found]).toEqual([]);
});
