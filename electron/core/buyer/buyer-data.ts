import type Database from 'better-sqlite3';
import { fail, type Result } from '../../../contract/result';
import type { Buyer, BuyerSession } from './buyer-session';

/**
 * The database of the buyer of the moment for a feature that keeps data in it (outbox, order
 * lists), or the failure to answer: `noBuyer` when nobody is logged in, `notKept` when their
 * database cannot be opened.
 */
export function buyerData(
  buyers: Pick<BuyerSession, 'current' | 'database'>,
  messages: { noBuyer: string; notKept: string },
  tag: string,
): { buyer: Buyer; db: Database.Database; error?: undefined } | { buyer?: undefined; db?: undefined; error: Result<never> } {
  const buyer = buyers.current();
  let db: Database.Database | null;
  try {
    db = buyers.database();
  } catch (error) {
    console.warn(`[${tag}] the buyer database could not be opened`, error);
    return { error: fail({ kind: 'refused', message: messages.notKept }) };
  }
  if (!buyer || !db) return { error: fail({ kind: buyer ? 'refused' : 'unauthenticated', message: buyer ? messages.notKept : messages.noBuyer }) };
  return { buyer, db };
}
