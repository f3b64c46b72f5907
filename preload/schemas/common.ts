import { z } from 'zod';

/**
 * Laravel-style stores send money and flags loosely (12.5, "12.50", 1, "1", true).
 * Everything from the store is normalised here once, so screens only ever see numbers and booleans.
 */
export const money = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number().finite(),
);

export const count = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int(),
);

export const flag = z.preprocess((v) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false' || v === null || v === undefined) return false;
  return v;
}, z.boolean());

export const image = z.object({ url: z.string() }).nullable();

/** A body that carries `errors` is a failure whatever its HTTP status (spec 8). */
export const storeErrorsSchema = z.object({
  message: z.string().optional(),
  errors: z.union([
    z.object({ No_Result_Found: z.string() }).loose(),
    z.object({ Error_Message: z.string() }).loose(),
    z.object({ redirect_url: z.string() }).loose(),
    z.record(z.string(), z.union([z.array(z.string()), z.string()])),
  ]),
});
export type StoreErrors = z.infer<typeof storeErrorsSchema>;

export const successSchema = z.object({ success: flag }).loose();
