import { z } from 'zod';
import { readDictionary, type Dictionary } from '../dictionaryWords';

export { DICTIONARY_LIMITS, type Dictionary } from '../dictionaryWords';

/** Anything but an object is not a dictionary at all (the call then fails as malformed); odd entries are skipped (dictionaryWords.ts). */
export const dictionarySchema = z.unknown().transform((body, ctx): Dictionary => {
  const words = readDictionary(body);
  if (words === null) {
    ctx.addIssue({ code: 'custom', message: 'A store dictionary is an object of sections' });
    return z.NEVER;
  }
  return words;
});
