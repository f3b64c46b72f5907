// Platform tables: shop settings, customers, sessions, tokens, addresses, mail, contact, content pages.
// Money is integer minor units; instants that are compared (expiry) are epoch milliseconds;
// instants only shown are ISO 8601 text.
const sql = `
CREATE TABLE shop (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  logo_url TEXT,
  copyright TEXT,
  email TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  locale TEXT NOT NULL DEFAULT 'en_US',
  is_enabled INTEGER NOT NULL DEFAULT 1,
  plan_id INTEGER NOT NULL DEFAULT 6,
  currency TEXT NOT NULL DEFAULT 'MYR',
  min_purchase_amount_minor INTEGER NOT NULL DEFAULT 0,
  is_allow_preorder INTEGER NOT NULL DEFAULT 0,
  is_allow_payment INTEGER NOT NULL DEFAULT 1,
  is_customer_signup INTEGER NOT NULL DEFAULT 1,
  is_display_retail_price INTEGER NOT NULL DEFAULT 1,
  address2_mode TEXT NOT NULL DEFAULT 'optional' CHECK (address2_mode IN ('hidden', 'required', 'optional')),
  pricelist_name TEXT,
  pricelist_is_enabled INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  is_active INTEGER NOT NULL DEFAULT 0,
  pricelist_id INTEGER,
  wholesale_enabled INTEGER NOT NULL DEFAULT 1,
  currency TEXT NOT NULL DEFAULT 'MYR',
  created_at TEXT NOT NULL
);

-- One row per browser session, guests included (they need an XSRF token to log in).
CREATE TABLE sessions (
  key TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  xsrf_token TEXT NOT NULL,
  is_remember INTEGER NOT NULL DEFAULT 0,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions(expires_at);
CREATE INDEX sessions_customer ON sessions(customer_id);

CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('activation', 'reset')),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT,
  address1 TEXT NOT NULL,
  address2 TEXT,
  city TEXT NOT NULL,
  zip TEXT,
  province TEXT,
  province_code TEXT,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_customer ON addresses(customer_id);

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('policy', 'page')),
  position INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
`;

export default { version: 1, sql };
