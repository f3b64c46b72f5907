import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/statements';

/** The shop flags commerce decisions depend on (PLATFORM's `shop` row, read fresh each request). */
export interface ShopRules {
  currency: string;
  min_purchase_amount_minor: number;
  is_allow_preorder: boolean;
  is_allow_payment: boolean;
  is_display_retail_price: boolean;
  pricelist_is_enabled: boolean;
}

interface ShopRow {
  currency: string;
  min_purchase_amount_minor: number;
  is_allow_preorder: number;
  is_allow_payment: number;
  is_display_retail_price: number;
  pricelist_is_enabled: number;
}

const SQL = `SELECT currency, min_purchase_amount_minor, is_allow_preorder, is_allow_payment, is_display_retail_price,
  pricelist_is_enabled FROM shop WHERE id = 1`;

export function shopRules(db: Database): ShopRules {
  const row = cachedStatement<[], ShopRow>(db, SQL).get();
  if (!row) throw new Error('The shop row is missing: seed the store first.');
  return {
    currency: row.currency,
    min_purchase_amount_minor: row.min_purchase_amount_minor,
    is_allow_preorder: row.is_allow_preorder === 1,
    is_allow_payment: row.is_allow_payment === 1,
    is_display_retail_price: row.is_display_retail_price === 1,
    pricelist_is_enabled: row.pricelist_is_enabled === 1,
  };
}
