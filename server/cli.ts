import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DIALECTS, isDialect } from './dialect/index';
import { DEFAULT_PRODUCTS, startStorefront } from './index';
import { readShopRow } from './shop/settings';

/** `npm run server -- --port 8787 --data <dir> [--reset] [--products N] [--test-control] [--dialect default|alt] [--locale zh_TW]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    data: { type: 'string', default: '.data/storefront' },
    reset: { type: 'boolean', default: false },
    products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
    'test-control': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    dialect: { type: 'string', default: 'default' },
    locale: { type: 'string' },
  },
});

const port = Number(values.port);
const products = Number(values.products);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got ${values.port}`);
if (!Number.isInteger(products) || products < 0) fail(`--products must be a whole number, got ${values.products}`);
const locale = values.locale;
// The store's locale as stores name it: 'en_US', 'ms_MY', 'id_ID', 'zh_CN', 'zh_TW' (or a bare language, 'id').
if (locale !== undefined && !/^[a-z]{2}(_[A-Z]{2})?$/.test(locale)) fail(`--locale must look like en_US, ms_MY, id_ID, zh_CN or zh_TW, got ${locale}`);
const dialect = values.dialect;
if (!isDialect(dialect)) fail(`--dialect must be one of ${DIALECTS.join(', ')}, got ${dialect}`);

const store = await startStorefront({
  port,
  dataDir: resolve(values.data),
  reset: values.reset,
  products,
  testControl: values['test-control'],
  logger: !values.quiet,
  dialect,
  mailbox: true,
  locale,
});
console.log(`Reference storefront listening on ${store.url} (dialect: ${dialect}, locale: ${readShopRow(store.ctx).locale})`);
console.log(`  data: ${resolve(values.data)}${values['test-control'] ? `  control: ${store.url}/__test` : ''}`);
console.log(`  mailbox: ${store.mailboxUrl ?? ''}  (activation and reset mails; the key changes at every start)`);
console.log('  demo login: demo@wholesale.test / demo1234');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void store.close().then(() => process.exit(0));
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
