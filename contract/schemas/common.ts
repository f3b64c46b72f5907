import { z } from 'zod';
import { successBody } from './shapes';

/**
 * What every schema shares. The readers themselves live in readers.ts (one value), shapes.ts
 * (one answer) and storeErrors.ts (`errors`); they are re-exported here for existing imports.
 */
export { count, date, flag, htmlText, id, money, orderNumber, text } from './readers';
export { storeErrorsSchema } from './storeErrors';

/** `item_image.url`, `featured_img.url`: absent or null means the placeholder. */
export const image = z
  .preprocess((v) => {
    if (v === undefined || v === '') return null;
    return typeof v === 'string' ? { url: v } : v;
  }, z.object({ url: z.string().min(1) }).nullable())
  .catch(null);

export const successSchema = successBody;
