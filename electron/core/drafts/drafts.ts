import type Database from 'better-sqlite3';
import { fail, ok } from '../../../contract/result';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import type { Handlers } from '../deps';
import { takeDraftFile } from '../local-data/earlier-files/drafts';
import { draftsIn, TOO_MANY } from './draft-store';
import { coreText } from '../language/core-text';

type DraftHandlers = Pick<Handlers, 'drafts:get' | 'drafts:save' | 'drafts:discard' | 'drafts:getForm' | 'drafts:saveForm'>;

const NO_CUSTOMER = () => coreText('drafts_no_buyer');
const NOT_KEPT = () => coreText('drafts_not_kept');

/**
 * Durable cart drafts, kept in the database of the buyer of the moment: a logout or a kiosk idle
 * logout never shows one buyer's drafts to the next, and forgetting the buyer deletes them with
 * the rest of what this computer keeps of them.
 */
export function createDrafts(
  buyers: Pick<BuyerSession, 'current' | 'ensureKnown' | 'database'>,
  dataDir: string | undefined,
  now?: () => Date,
) {
  /** Databases whose buyer's drafts file of an earlier version was already taken in. */
  const imported = new WeakSet<Database.Database>();

  /** The drafts of the buyer of the moment; the buyer session asks the store who is in when nobody told it yet. */
  const drafts = async () => {
    const buyer = await buyers.ensureKnown();
    const db = buyers.database();
    if (!buyer || !db) return null;
    const kept = draftsIn(db, now);
    if (!imported.has(db)) {
      imported.add(db);
      if (dataDir) {
        try {
          kept.add(takeDraftFile(dataDir, buyer));
        } catch (error) {
          console.warn('[drafts] the drafts of an earlier version were not kept', error);
        }
      }
    }
    return kept;
  };

  const handlers: DraftHandlers = {
    'drafts:get': async () => {
      const kept = await drafts();
      return ok({ drafts: kept ? kept.list() : [] });
    },
    'drafts:save': async ({ scope, entries }) => {
      const kept = await drafts();
      if (!kept) return fail(buyers.current() ? { kind: 'refused', message: NOT_KEPT() } : { kind: 'unauthenticated', message: NO_CUSTOMER() });
      try {
        kept.save(scope, entries);
        return ok(DONE);
      } catch (error) {
        console.error('[drafts] not saved', error);
        return fail({ kind: 'refused', message: error instanceof Error && error.message === TOO_MANY() ? TOO_MANY() : NOT_KEPT() });
      }
    },
    'drafts:getForm': async ({ form }) => {
      const kept = await drafts();
      return ok({ draft: kept?.form(form) ?? null });
    },
    'drafts:saveForm': async (input) => {
      const kept = await drafts();
      if (!kept) return fail(buyers.current() ? { kind: 'refused', message: NOT_KEPT() } : { kind: 'unauthenticated', message: NO_CUSTOMER() });
      try {
        kept.saveForm(input.form, 'clear' in input ? null : input);
        return ok(DONE);
      } catch (error) {
        console.error('[drafts] a form was not kept', error);
        return fail({ kind: 'refused', message: NOT_KEPT() });
      }
    },
    'drafts:discard': async ({ scope }) => {
      try {
        (await drafts())?.discard(scope);
      } catch (error) {
        console.error('[drafts] not discarded', error);
      }
      return ok(DONE);
    },
  };

  return { handlers };
}
