import { z } from 'zod';

/**
 * The `sessions` setting: one encrypted jar per store origin, for the stores where "remember me" is on,
 * with the buyer it signs in (their e-mail, encrypted too), so the app can open that buyer's kept
 * screens when it starts with the store out of reach.
 */
export const savedLoginsSchema = z
  .array(z.unknown())
  .transform((items) =>
    items
      .flatMap((item) => {
        const parsed = z.object({ origin: z.string().min(1).max(2083), jar: z.string().min(1), buyer: z.string().min(1).optional() }).safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
      .slice(0, 50),
  );
