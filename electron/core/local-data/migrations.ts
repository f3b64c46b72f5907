import type Database from 'better-sqlite3';

/**
 * The buyer database's schema, one step per version, applied in order inside a transaction; the
 * version reached is kept in SQLite's user_version. A step is never edited once released: a change
 * is a new step, so a file written by any earlier version opens.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: who the file belongs to, checked at every open.
  `CREATE TABLE owner (id INTEGER PRIMARY KEY CHECK (id = 1), origin TEXT NOT NULL, email TEXT NOT NULL);`,
  // 2: unsent quantities (cart drafts, one row per place they were typed, entries as JSON) and the
  // order memory behind notifications (the orders seen last, newest first; `order_checks` says the
  // buyer's orders were read here once, so the first check records and tells nothing).
  `CREATE TABLE drafts (scope TEXT PRIMARY KEY, entries TEXT NOT NULL, saved_at TEXT NOT NULL);
   CREATE TABLE seen_orders (
     position INTEGER PRIMARY KEY, token TEXT NOT NULL, number TEXT NOT NULL,
     financial TEXT NOT NULL, fulfillment TEXT NOT NULL, cancelled INTEGER);
   CREATE TABLE order_checks (id INTEGER PRIMARY KEY CHECK (id = 1));`,
  // 3: offline answers: the last good answer to each read, so its screen opens while the store is
  // unreachable; `used_at` orders them for the size bound (least recently used go first).
  `CREATE TABLE answers (
     key TEXT PRIMARY KEY, body TEXT NOT NULL, seen_at TEXT NOT NULL, used_at INTEGER NOT NULL, bytes INTEGER NOT NULL);
   CREATE INDEX answers_used ON answers (used_at);`,
  // 4: the catalogue (products, variants, tiers) and its search. A variant's words are searched
  // by prefix as the buyer types them (unicode61 keeps a run of CJK characters as one word, as the
  // quick order always has); SKUs by prefix on their comparison key. `walk` remembers a walk of the
  // store in progress so a quit does not start it over; `seen` marks what the current pass saw.
  `CREATE TABLE catalogue_product (
     id INTEGER PRIMARY KEY, handle TEXT NOT NULL, title TEXT NOT NULL, title_key TEXT NOT NULL,
     shown TEXT NOT NULL, product TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0);
   CREATE INDEX catalogue_product_handle ON catalogue_product (handle);
   CREATE TABLE catalogue_variant (
     id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES catalogue_product (id) ON DELETE CASCADE,
     position INTEGER NOT NULL, title_key TEXT NOT NULL, sku TEXT, sku_key TEXT, name TEXT NOT NULL,
     variant_name TEXT NOT NULL, unit_price REAL NOT NULL, inventory_quantity INTEGER NOT NULL,
     inventory_management TEXT NOT NULL, variant TEXT NOT NULL);
   CREATE INDEX catalogue_variant_product ON catalogue_variant (product_id);
   CREATE INDEX catalogue_variant_sku ON catalogue_variant (sku_key, title_key, product_id, position) WHERE sku_key IS NOT NULL;
   CREATE TABLE catalogue_tier (
     variant_id INTEGER NOT NULL REFERENCES catalogue_variant (id) ON DELETE CASCADE,
     min_qty INTEGER NOT NULL, price REAL NOT NULL);
   CREATE INDEX catalogue_tier_variant ON catalogue_tier (variant_id);
   CREATE VIRTUAL TABLE catalogue_words USING fts5 (words, tokenize = "unicode61 remove_diacritics 0", prefix = "1 2 3");
   CREATE TABLE catalogue_walk (
     id INTEGER PRIMARY KEY CHECK (id = 1), started_at TEXT NOT NULL, next_page INTEGER NOT NULL,
     pass INTEGER NOT NULL, finished_at TEXT);`,
  // 5: the catalogue's words, each once, so a typed word longer than the prefix index is searched
  // as the few words it begins (FTS5 reads those lazily; a prefix it has no index for is read in
  // full first). A catalogue kept by step 4 gets the words its word index already holds.
  `CREATE TABLE catalogue_term (term TEXT PRIMARY KEY) WITHOUT ROWID;
   CREATE VIRTUAL TABLE temp.catalogue_vocabulary USING fts5vocab (main, catalogue_words, row);
   INSERT INTO catalogue_term (term) SELECT term FROM temp.catalogue_vocabulary;
   DROP TABLE temp.catalogue_vocabulary;`,
  // 6: Place orders the store has not settled (sent, no order and no refusal back): the next Place
  // order for that cart asks the store first, after a restart too. Lines as JSON, times in ms.
  `CREATE TABLE unsettled_place (
     cart_token TEXT PRIMARY KEY, order_items TEXT NOT NULL, started_at INTEGER NOT NULL, sent_at INTEGER NOT NULL,
     ended_at INTEGER);`,
  // 7: the order outbox: orders the buyer chose to place while the store was out of reach, with the
  // lines, prices and totals they saw (as JSON), until the store has them. `cart_token` is set once a
  // Place order for them went out.
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT, queued_at TEXT NOT NULL, state TEXT NOT NULL, cart_token TEXT,
     body TEXT NOT NULL);`,
  // 8: the buyer's order lists: a name, and the currency and lines (variant, name and price when
  // saved, quantity) as JSON; `updated_at` orders them, last changed first.
  `CREATE TABLE order_lists (
     id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
     body TEXT NOT NULL);`,
  // 9: the buyer's order history as the store answers each order (JSON), for search, buy again
  // and insights; the statuses say whether an order changed since it was read.
  `CREATE TABLE order_history (
     token TEXT PRIMARY KEY, number TEXT NOT NULL, created_at TEXT NOT NULL, financial TEXT NOT NULL,
     fulfillment TEXT NOT NULL, body TEXT NOT NULL);
   CREATE INDEX order_history_created ON order_history (created_at);`,
  // 10: Chinese characters are indexed one by one (any part of a name is found, not only its
  // start): a kept catalogue is marked old, so its next refresh writes its words that way. Until
  // then the words it has still answer.
  `UPDATE catalogue_walk SET finished_at = '1970-01-01T00:00:00.000Z' WHERE finished_at IS NOT NULL;`,
  // 11: SKUs found as buyers type them quickly (contract/sku.ts): letters and digits only
  // (`sku_compact`), the parts without their leading zeros (`sku_parts`), and each numeric tail,
  // all by index. A kept catalogue is marked old so its next refresh writes them; until then its
  // SKUs are found as before.
  `ALTER TABLE catalogue_variant ADD COLUMN sku_compact TEXT;
   ALTER TABLE catalogue_variant ADD COLUMN sku_parts TEXT;
   CREATE INDEX catalogue_variant_sku_compact ON catalogue_variant (sku_compact, title_key, product_id, position) WHERE sku_compact IS NOT NULL;
   CREATE INDEX catalogue_variant_sku_parts ON catalogue_variant (sku_parts, title_key, product_id, position) WHERE sku_parts IS NOT NULL;
   CREATE TABLE catalogue_sku_tail (tail TEXT NOT NULL, variant_id INTEGER NOT NULL, PRIMARY KEY (tail, variant_id)) WITHOUT ROWID;
   CREATE INDEX catalogue_sku_tail_variant ON catalogue_sku_tail (variant_id);
   UPDATE catalogue_walk SET finished_at = '1970-01-01T00:00:00.000Z' WHERE finished_at IS NOT NULL;`,
  // 12: the order ledger: one record per order the buyer meant to place (queued while offline, or a
  // cart sent with Place order), from waiting through sent to placed (the store's token) or not
  // placed. Lines sent as JSON, times in ms. The outbox and the unsettled sends move into it as they
  // are: a queued order whose answer was lost, and every unsettled send, may have reached the store,
  // so they come in as 'unknown', timed from now when the old row kept no time.
  `CREATE TABLE order_intent (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, state TEXT NOT NULL, cart_token TEXT,
     order_items TEXT NOT NULL, body TEXT, created_at TEXT NOT NULL, started_at INTEGER, sent_at INTEGER,
     ended_at INTEGER, order_token TEXT, message TEXT);
   CREATE INDEX order_intent_state ON order_intent (state, cart_token);
   INSERT INTO order_intent (id, kind, state, cart_token, order_items, body, created_at, started_at, sent_at)
     SELECT id, 'queued', CASE state WHEN 'sent' THEN 'unknown' ELSE 'waiting' END, cart_token,
       (SELECT json_group_array(json_object('id', json_extract(l.value, '$.variant_id'), 'quantity', json_extract(l.value, '$.quantity')))
          FROM json_each(body, '$.lines') AS l),
       body, queued_at,
       CASE state WHEN 'sent' THEN CAST(unixepoch('subsec') * 1000 AS INTEGER) END,
       CASE state WHEN 'sent' THEN CAST(unixepoch('subsec') * 1000 AS INTEGER) END
     FROM outbox;
   INSERT INTO order_intent (kind, state, cart_token, order_items, created_at, started_at, sent_at, ended_at)
     SELECT 'cart', 'unknown', cart_token, order_items, strftime('%Y-%m-%dT%H:%M:%fZ', started_at / 1000.0, 'unixepoch'),
       started_at, sent_at, ended_at
     FROM unsettled_place;
   DROP TABLE outbox;
   DROP TABLE unsettled_place;`,
  // 13: standing orders and the spend budget. An order list's rhythm (JSON), the time up to which
  // its occurrences were shown (`covered_until`), the one due occurrence not acted on, a snooze, and
  // the prices of the last order placed from it (JSON); a list's rhythm goes with the list. One
  // budget per buyer and store: an amount per month or quarter, optionally behind the kiosk PIN.
  `CREATE TABLE standing_orders (
     list_id INTEGER PRIMARY KEY, rhythm TEXT NOT NULL, starts_at TEXT NOT NULL, covered_until TEXT NOT NULL,
     due_at TEXT, snoozed_until TEXT, notified INTEGER NOT NULL DEFAULT 0, last_order_token TEXT,
     placed_prices TEXT NOT NULL DEFAULT '{}');
   CREATE TRIGGER standing_orders_list_gone AFTER DELETE ON order_lists
     BEGIN DELETE FROM standing_orders WHERE list_id = OLD.id; END;
   CREATE TABLE spend_budget (
     id INTEGER PRIMARY KEY CHECK (id = 1), amount REAL NOT NULL, period TEXT NOT NULL, locked INTEGER NOT NULL);`,
  // 14: the price and stock watch: each watched variant with what the buyer was last told of it.
  `CREATE TABLE watched_variants (
     variant_id INTEGER PRIMARY KEY, body TEXT NOT NULL, added_at TEXT NOT NULL);`,
  // 15: what the watch told the buyer, for the Workspace count and the watch screen's recent changes.
  `CREATE TABLE watch_changes (
     id INTEGER PRIMARY KEY AUTOINCREMENT, variant_id INTEGER NOT NULL, body TEXT NOT NULL, at TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0);`,
];

/** Brings `db` to the newest version; a file from a newer version of the app is refused, never downgraded. */
export function migrate(db: Database.Database, migrations: readonly string[] = MIGRATIONS): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > migrations.length) throw new Error(`written by a newer version of the app (schema ${version})`);
  db.transaction(() => {
    for (let step = version; step < migrations.length; step += 1) db.exec(migrations[step]!);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
