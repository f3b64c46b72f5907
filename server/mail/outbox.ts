import { z } from 'zod';
import type { Database } from 'better-sqlite3';

/** The store sends no real mail: every message lands in `mail_outbox`, read at /__mail and by tests. */
export const mailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  links: string;
  created_at: string;
}

export function createMailer(db: Database, now: () => Date): { send(to: string, subject: string, body: string, links: string[]): void } {
  const insert = db.prepare('INSERT INTO mail_outbox (to_email, subject, body, links, created_at) VALUES (?, ?, ?, ?, ?)');
  return {
    send(to, subject, body, links) {
      insert.run(to, subject, body, JSON.stringify(links), now().toISOString());
    },
  };
}

/** Newest first. */
export function listMail(db: Database): Mail[] {
  const rows = db.prepare<[], MailRow>('SELECT * FROM mail_outbox ORDER BY id DESC').all();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    links: z.array(z.string()).parse(JSON.parse(row.links)),
    created_at: row.created_at,
  }));
}
