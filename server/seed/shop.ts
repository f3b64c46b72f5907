import type { ServerContext } from '../context';

export const DEMO_SHOP_NAME = 'Harbour Wholesale Supply';

export function seedShop(ctx: ServerContext): void {
  ctx.db
    .prepare(
      `INSERT INTO shop (id, name, logo_url, copyright, email, status, locale, is_enabled, plan_id, currency,
         min_purchase_amount_minor, is_allow_preorder, is_allow_payment, is_customer_signup, is_display_retail_price,
         address2_mode, pricelist_name, pricelist_is_enabled)
       VALUES (1, @name, '/images/logo.svg', @copyright, 'orders@harbour-wholesale.test', 1, 'en_US', 1, 6, 'MYR',
         10000, 1, 1, 1, 1, 'optional', 'Trade A', 1)`,
    )
    .run({ name: DEMO_SHOP_NAME, copyright: `© ${ctx.now().getFullYear()} ${DEMO_SHOP_NAME} Sdn. Bhd.` });
}
