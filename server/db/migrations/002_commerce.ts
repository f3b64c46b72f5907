// Commerce tables: catalogue, wholesale prices, carts, orders and everything hanging off an order.
// Money is integer minor units (*_minor). Rates are basis points (rate_bp 9500 = x0.95) so price x rate
// stays integer arithmetic. Instants are ISO 8601 text (they sort as text).
const sql = `
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT,
  category TEXT NOT NULL,
  inventory_management TEXT NOT NULL DEFAULT 'tracked' CHECK (inventory_management IN ('none', 'tracked')),
  image_path TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- lower-cased title and every SKU: the catalogue search scans this one column
  search_text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
-- The catalogue lists active products only: partial indexes hold just those rows in each list order, so a page
-- (and the page count) is read from the index alone, without touching the table for the rows it skips.
CREATE INDEX products_active_created_at ON products(created_at, id) WHERE is_active = 1;
CREATE INDEX products_active_title ON products(title COLLATE NOCASE, id) WHERE is_active = 1;

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  inventory_quantity INTEGER NOT NULL DEFAULT 0,
  is_preorder INTEGER NOT NULL DEFAULT 0,
  is_available INTEGER NOT NULL DEFAULT 1,
  image_path TEXT
);
CREATE INDEX variants_product ON variants(product_id, position);

-- The shop's one price list: at most one wholesale entry per variant.
CREATE TABLE wholesale_prices (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL UNIQUE REFERENCES variants(id) ON DELETE CASCADE,
  rate_type TEXT NOT NULL DEFAULT 'fixed',
  increment_quantity INTEGER NOT NULL DEFAULT 1 CHECK (increment_quantity >= 1),
  rate_bp INTEGER NOT NULL DEFAULT 10000 CHECK (rate_bp > 0 AND rate_bp <= 10000),
  -- a single wholesale price, used only when the entry has no tiers
  price_minor INTEGER CHECK (price_minor IS NULL OR price_minor >= 0)
);

CREATE TABLE wholesale_tiers (
  id INTEGER PRIMARY KEY,
  wholesale_price_id INTEGER NOT NULL REFERENCES wholesale_prices(id) ON DELETE CASCADE,
  min_qty INTEGER NOT NULL CHECK (min_qty >= 1),
  max_qty INTEGER CHECK (max_qty IS NULL OR max_qty >= min_qty),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0)
);
CREATE INDEX wholesale_tiers_price ON wholesale_tiers(wholesale_price_id, min_qty);

-- Bumped by triggers on every catalogue write: cached product-list pages are valid while it stands still.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO catalog_version (id, n) VALUES (1, 0);
${['products', 'variants', 'wholesale_prices', 'wholesale_tiers']
  .flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalog AFTER ${event} ON ${table}
  BEGIN UPDATE catalog_version SET n = n + 1 WHERE id = 1; END;`,
    ),
  )
  .join('\n')}

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  placed_order_id INTEGER REFERENCES orders(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- A customer has at most one open cart.
CREATE UNIQUE INDEX carts_open_per_customer ON carts(customer_id) WHERE placed_order_id IS NULL;

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- the unit price the customer last saw for this quantity: a difference now is "price updated"
  price_minor_at_add INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  UNIQUE (cart_id, variant_id)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  number INTEGER NOT NULL UNIQUE,
  email TEXT,
  created_at TEXT NOT NULL,
  cancelled_at TEXT,
  cancel_reason TEXT,
  currency TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'shipping' CHECK (type IN ('shipping', 'pickup')),
  remark TEXT,
  financial_status TEXT NOT NULL DEFAULT 'unpaid',
  fulfillment_status TEXT NOT NULL DEFAULT 'unfulfilled',
  subtotal_minor INTEGER NOT NULL,
  discount_minor INTEGER NOT NULL DEFAULT 0,
  total_minor INTEGER NOT NULL,
  -- JSON snapshots ({ name, company, street, city, province, zip, country, phone }): later address edits do not rewrite history
  billing_address TEXT,
  shipping_address TEXT,
  -- one order per cart: racing place-order requests cannot both insert
  source_cart_id INTEGER UNIQUE REFERENCES carts(id)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);

CREATE TABLE order_fulfillments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  tracking_number TEXT,
  tracking_url TEXT,
  tracking_company TEXT
);
CREATE INDEX order_fulfillments_order ON order_fulfillments(order_id);

CREATE TABLE order_line_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variants(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  sku TEXT,
  price_minor INTEGER NOT NULL,
  price_after_discount_minor INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  fulfillment_id INTEGER REFERENCES order_fulfillments(id) ON DELETE SET NULL
);
CREATE INDEX order_line_items_order ON order_line_items(order_id);

CREATE TABLE order_shipping_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  price_minor INTEGER NOT NULL
);
CREATE INDEX order_shipping_lines_order ON order_shipping_lines(order_id);

CREATE TABLE order_tax_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  rate REAL NOT NULL,
  price_minor INTEGER NOT NULL
);
CREATE INDEX order_tax_lines_order ON order_tax_lines(order_id);

-- kind 'sale' with status 'success' counts as paid; 'authorization' holds money without taking it.
CREATE TABLE order_transactions (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sale', 'authorization')),
  status TEXT NOT NULL CHECK (status IN ('success', 'pending', 'failure')),
  gateway TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_transactions_order ON order_transactions(order_id);

CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds(order_id);

CREATE TABLE gateways (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_enabled INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE order_attachments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  extension TEXT NOT NULL,
  -- random file name under \${dataDir}/attachments; never derived from what the client sent
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  mime TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_attachments_order ON order_attachments(order_id);
`;

export default { version: 2, sql };
