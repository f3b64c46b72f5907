import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createClock } from './clock';
import { commerceControl } from './commerce/control';
import type { ServerContext } from './context';
import { DIALECTS, dialectPageSize, isDialect, type Dialect } from './dialect/index';
import { platformControl } from './control';
import { openDatabase } from './db/database';
import { createMailer } from './mail/outbox';
import { isSeeded, seedStore } from './seed';
import { updateShop } from './shop/settings';
import { addressedOrigin } from './http/addressed';

export interface StorefrontOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Where the database and attachments live; a temp dir (removed on close) when absent. */
  dataDir?: string;
  /** Wipe the data dir's database and attachments first. */
  reset?: boolean;
  /** Catalogue size for the first seed. */
  products?: number;
  /** Mount `/__test/*` control routes. */
  testControl?: boolean;
  /** Seed the demo store on first start (default true). */
  seed?: boolean;
  logger?: boolean;
  /** How the store words its answers (README "Dialects"); default 'default'. */
  dialect?: Dialect;
  /** The store's locale (its `/_api/global` locale and the words it serves), e.g. 'zh_TW'; kept in its data. */
  locale?: string;
  /** Words served for these locales instead of the bundled ones (tests: a generated pseudo-language). */
  dictionaries?: ServerContext['dictionaries'];
  /** Serve the demo mailbox at `mailboxUrl` (the demo store: `npm start`, `npm run server`); off by default. */
  mailbox?: boolean;
}

/** The dialect option's type, for callers that pass it through (the e2e harness). */
export type StoreDialect = Dialect;

export type StoreControl = ReturnType<typeof platformControl> & ReturnType<typeof commerceControl>;

export interface RunningStorefront {
  url: string;
  ctx: ServerContext;
  control: StoreControl;
  /** `${url}/__mail?key=...` with this start's random key when the mailbox is on, else null. */
  mailboxUrl: string | null;
  close(): Promise<void>;
}

export const DEFAULT_PRODUCTS = 120;

export async function startStorefront(options: StorefrontOptions = {}): Promise<RunningStorefront> {
  const dialect = options.dialect ?? 'default';
  // Checked before anything is created: a typo from plain JS must not start (or leak) a store.
  if (!isDialect(dialect)) throw new Error(`Unknown dialect ${String(dialect)}: use ${DIALECTS.join(' or ')}.`);
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-'));
  if (options.reset) {
    for (const name of ['storefront.sqlite', 'storefront.sqlite-wal', 'storefront.sqlite-shm', 'attachments']) {
      rmSync(join(dataDir, name), { recursive: true, force: true });
    }
  }
  mkdirSync(join(dataDir, 'attachments'), { recursive: true });

  const db = openDatabase(join(dataDir, 'storefront.sqlite'));
  const clock = createClock();
  let publicUrl = '';
  const ctx: ServerContext = {
    db,
    dataDir,
    publicUrl: () => publicUrl,
    imagesUrl: () => addressedOrigin(publicUrl),
    now: clock.now,
    mail: createMailer(db, clock.now),
    catalogPageSize: dialectPageSize(dialect),
    dictionaries: options.dictionaries,
  };
  const control: StoreControl = { ...platformControl(ctx, clock), ...commerceControl(ctx) };
  // A new key every start: the mailbox shows live reset links, so only whoever started the store may read it.
  const mailboxKey = options.mailbox ? randomBytes(24).toString('base64url') : null;
  const app = await createApp(ctx, { testControl: options.testControl ? control : null, logger: options.logger, dialect, mailboxKey });

  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
    publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    if (options.seed !== false && !isSeeded(ctx)) seedStore(ctx, { products: options.products ?? DEFAULT_PRODUCTS });
    if (options.locale !== undefined && isSeeded(ctx)) updateShop(ctx, { locale: options.locale });
  } catch (error) {
    await app.close();
    db.close();
    throw error;
  }

  return {
    url: publicUrl,
    ctx,
    control,
    mailboxUrl: mailboxKey ? `${publicUrl}/__mail?key=${mailboxKey}` : null,
    async close() {
      await app.close();
      db.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
