import type { Database } from 'better-sqlite3';

/** Everything a route or seed needs from the running store, passed in so tests can swap the clock. */
export interface ServerContext {
  db: Database;
  /** Attachments live in `${dataDir}/attachments`. */
  dataDir: string;
  /** e.g. http://127.0.0.1:8787; known after listen; used in mail links. */
  publicUrl: () => string;
  /** Where images and the logo are written: the address the current request came to (http/addressed.ts), else publicUrl. */
  imagesUrl: () => string;
  /** Tests may move time forward. */
  now: () => Date;
  /** Writes the mail outbox table (the demo's mailbox at /__mail). */
  mail: { send(to: string, subject: string, body: string, links: string[]): void };
  /** Products per catalogue page when the dialect sets its own (the alt dialect's 20); else the store's 24. */
  catalogPageSize?: number;
  /** Words served for these locales instead of the bundled ones (a test's generated pseudo-language). */
  dictionaries?: Readonly<Record<string, Record<string, Record<string, string>>>>;
}
