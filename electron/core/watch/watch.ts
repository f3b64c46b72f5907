import type Database from 'better-sqlite3';
import { fail, ok } from '../../../contract/result';
import type { WatchChange, WatchView } from '../../../contract/schemas/watch';
import type { BuyerSession } from '../buyer/buyer-session';
import { buyerData } from '../buyer/buyer-data';
import type { FinishedPass } from '../catalog/catalogue-keeper';
import type { CatalogueTable } from '../catalog/catalogue-table';
import type { Clock, Emit, Handlers, Notifier, SettingsStore } from '../deps';
import { coreText } from '../language/core-text';
import { catalogueVariant, refreshedStates, stateOf } from './catalogue-state';
import { changeLog } from './change-log';
import { compareWatched } from './changes';
import { watchTable } from './watch-store';

type WatchHandlers = Pick<Handlers, 'watch:list' | 'watch:add' | 'watch:remove' | 'watch:seen'>;

export const WATCH_MESSAGES = {
  get noBuyer() {
    return coreText('watch_no_buyer');
  },
  get notKept() {
    return coreText('watch_not_kept');
  },
} as const;

/** What the buyer reads in a notification: what changed, and which variant (its SKU first, as on a pick list). */
export function watchNotice(change: WatchChange, sku: string | null, name: string): string {
  const variant = sku ? `${sku} ${name}` : name;
  switch (change.kind) {
    case 'back_in_stock':
      return coreText('watch_back_in_stock', { variant });
    case 'price_down':
      return coreText('watch_price_down', { variant, percent: change.percent });
    case 'price_up':
      return coreText('watch_price_up', { variant, percent: change.percent });
    case 'gone':
      return coreText('watch_gone', { variant });
  }
}

export interface WatchOptions {
  buyers: Pick<BuyerSession, 'current' | 'database'>;
  clock: Clock;
  emit: Emit;
  notifier?: Notifier;
  settings: SettingsStore;
  /** The catalogue kept for the buyer of the moment, whether read in full yet or not. */
  catalogue: () => CatalogueTable | null;
}

/**
 * The price and stock watch: variants the buyer chose, kept in their database with what they were
 * last told. After each catalogue pass the watched variants are compared with what the pass kept;
 * each change is told once, by a notification and as unseen on the Workspace, until the watch
 * screen has been looked at.
 */
export function createWatch(options: WatchOptions) {
  const { buyers, clock, emit } = options;
  const open = () => {
    const { db, error } = buyerData(buyers, WATCH_MESSAGES, 'watch');
    return db ? { db, table: watchTable(db), log: changeLog(db) } : { error };
  };
  const viewOf = (db: Database.Database): WatchView => {
    const log = changeLog(db);
    return { watched: watchTable(db).list(), changes: log.recent(), unseen: log.unseen() };
  };
  const changed = (db: Database.Database) => {
    const view = viewOf(db);
    emit('watch:changed', view);
    return view;
  };

  /** Compares the watched variants with a finished pass; only the buyer whose database the pass wrote is ever read. */
  function refreshed({ db, table: catalogue, complete }: FinishedPass): void {
    let mine: Database.Database | null;
    try {
      mine = buyers.current() ? buyers.database() : null;
    } catch {
      return;
    }
    if (!mine || mine !== db) return;
    const watch = watchTable(db);
    const watched = watch.list();
    if (watched.length === 0) return;
    const { changes, kept } = compareWatched(watched, refreshedStates(catalogue, watched, complete), options.settings.get().watchThresholdPercent);
    watch.keep(kept);
    if (changes.length === 0) return;
    const byId = new Map(kept.map((variant) => [variant.variant_id, variant]));
    const told = changes.map((change) => {
      const variant = byId.get(change.variant_id)!;
      return { change, sku: variant.sku, name: variant.name };
    });
    changeLog(db).record(told, clock.now());
    if (options.settings.get().notifications.enabled) {
      for (const { change, sku, name } of told) options.notifier?.show({ title: watchNotice(change, sku, name), body: '', path: '/watch' });
    }
    changed(db);
  }

  const handlers: WatchHandlers = {
    'watch:list': async () => {
      const { db, error } = open();
      return db ? ok(viewOf(db)) : error;
    },
    'watch:add': async ({ in_stock, ...shown }) => {
      const { db, table, error } = open();
      if (!db) return error;
      // The catalogue's price and stock, when it holds the variant: a list line's price is the one it was saved at.
      const catalogue = options.catalogue();
      const variant = catalogue ? catalogueVariant(catalogue, shown.variant_id) : null;
      try {
        table.add(variant ? { variant_id: shown.variant_id, ...stateOf(variant) } : { ...shown, in_stock: in_stock ?? true }, clock.now());
      } catch (thrown) {
        console.warn('[watch] a watch could not be kept', thrown);
        return fail({ kind: 'refused', message: WATCH_MESSAGES.notKept });
      }
      return ok(changed(db));
    },
    'watch:remove': async ({ variant_id }) => {
      const { db, table, log, error } = open();
      if (!db) return error;
      table.remove(variant_id);
      log.forgetVariant(variant_id);
      return ok(changed(db));
    },
    'watch:seen': async () => {
      const { db, log, error } = open();
      if (!db) return error;
      log.markSeen();
      return ok(changed(db));
    },
  };

  return { handlers, refreshed };
}
