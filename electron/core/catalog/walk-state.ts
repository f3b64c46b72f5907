import type Database from 'better-sqlite3';

/**
 * Where the walk of the store stands, kept in the buyer's database so a quit resumes it: the pass
 * under way (its number marks the products it saw), the next page to read (0 when no pass runs),
 * when it started, and when the last pass completed (null until the first one has).
 */
export interface WalkState {
  pass: number;
  nextPage: number;
  startedAt: string | null;
  finishedAt: string | null;
}

interface WalkRow {
  pass: number;
  next_page: number;
  started_at: string;
  finished_at: string | null;
}

/** Prepared once per database: a pass writes its state at every page, and a statement prepared each time holds native memory until collected. */
const statements = new WeakMap<Database.Database, { read: Database.Statement; write: Database.Statement }>();

const statementsOf = (db: Database.Database) => {
  let kept = statements.get(db);
  if (!kept) {
    kept = {
      read: db.prepare('SELECT pass, next_page, started_at, finished_at FROM catalogue_walk WHERE id = 1'),
      write: db.prepare(
        `INSERT INTO catalogue_walk (id, pass, next_page, started_at, finished_at) VALUES (1, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET pass = excluded.pass, next_page = excluded.next_page, started_at = excluded.started_at, finished_at = excluded.finished_at`,
      ),
    };
    statements.set(db, kept);
  }
  return kept;
};

export function readWalkState(db: Database.Database): WalkState {
  const row = statementsOf(db).read.get() as WalkRow | undefined;
  if (!row) return { pass: 0, nextPage: 0, startedAt: null, finishedAt: null };
  return { pass: row.pass, nextPage: row.next_page, startedAt: row.next_page > 0 ? row.started_at : null, finishedAt: row.finished_at };
}

export function writeWalkState(db: Database.Database, state: WalkState): void {
  statementsOf(db).write.run(state.pass, state.nextPage, state.startedAt ?? '', state.finishedAt);
}
