import type Database from 'better-sqlite3';
import { draftSchema, formDraftSchema, type Draft, type DraftEntry, type FormDraft } from '../../../contract/schemas/drafts';
import { MAX_DRAFT_BYTES } from '../local-data/earlier-files/drafts';
import { coreText } from '../language/core-text';

/** Scopes kept per buyer: product pages visited long ago go first. */
export const MAX_DRAFT_SCOPES = 40;

export const TOO_MANY = () => coreText('drafts_too_many');

type Row = { scope: string; entries: string; saved_at: string };

/**
 * The drafts in one buyer's database. Each change is one transaction, so quick saves never
 * interleave and none is lost whatever the page's debounce does; the newest scopes are kept, and
 * never more than a few full carts' worth.
 */
export function draftsIn(db: Database.Database, now: () => Date = () => new Date()) {
  const list = (): Draft[] => {
    const rows = db.prepare('SELECT scope, entries, saved_at FROM drafts ORDER BY saved_at DESC').all() as Row[];
    return rows.flatMap((row) => {
      const parsed = draftSchema.safeParse({ scope: row.scope, entries: JSON.parse(row.entries) as unknown, saved_at: row.saved_at });
      return parsed.success ? [parsed.data] : [];
    });
  };
  const put = db.transaction((drafts: readonly Draft[]) => {
    const insert = db.prepare('INSERT OR REPLACE INTO drafts (scope, entries, saved_at) VALUES (?, ?, ?)');
    for (const draft of drafts) insert.run(draft.scope, JSON.stringify(draft.entries), draft.saved_at);
    db.prepare('DELETE FROM drafts WHERE scope NOT IN (SELECT scope FROM drafts ORDER BY saved_at DESC, scope LIMIT ?)').run(MAX_DRAFT_SCOPES);
    const { bytes } = db.prepare('SELECT COALESCE(SUM(length(scope) + length(entries) + length(saved_at)), 0) AS bytes FROM drafts').get() as { bytes: number };
    if (bytes > MAX_DRAFT_BYTES) throw new Error(TOO_MANY());
  });
  return {
    list,
    /** No entries removes the scope. */
    save(scope: string, entries: DraftEntry[]): void {
      if (entries.length === 0) return void db.prepare('DELETE FROM drafts WHERE scope = ?').run(scope);
      put([{ scope, entries, saved_at: now().toISOString() }]);
    },
    /** Drafts of an earlier version's file, as they were saved. */
    add: (drafts: readonly Draft[]) => put(drafts),
    /** A form's unsent input, or null (none kept, or no longer readable). */
    form(name: FormDraft['form']): FormDraft | null {
      const row = db.prepare('SELECT entries FROM drafts WHERE scope = ?').get(`form:${name}`) as { entries: string } | undefined;
      if (!row) return null;
      try {
        const parsed = formDraftSchema.safeParse(JSON.parse(row.entries));
        return parsed.success && parsed.data.form === name ? parsed.data : null;
      } catch {
        return null;
      }
    },
    saveForm(name: FormDraft['form'], draft: FormDraft | null): void {
      if (!draft) return void db.prepare('DELETE FROM drafts WHERE scope = ?').run(`form:${name}`);
      db.prepare('INSERT OR REPLACE INTO drafts (scope, entries, saved_at) VALUES (?, ?, ?)').run(`form:${name}`, JSON.stringify(draft), now().toISOString());
    },
    /** One scope, or every draft of the buyer. */
    discard(scope?: string): void {
      // The offer's Discard is of unsent quantities: a form's lines stay with their form.
      if (scope === undefined) db.prepare("DELETE FROM drafts WHERE scope NOT LIKE 'form:%'").run();
      else db.prepare('DELETE FROM drafts WHERE scope = ?').run(scope);
    },
  };
}
