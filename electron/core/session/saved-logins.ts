import { z } from 'zod';

/** The `sessions` setting: one encrypted jar per store origin, for the stores where "remember me" is on. */
export const savedLoginsSchema = z
  .array(z.unknown())
  .transform((items) =>
    items
      .flatMap((item) => {
        const parsed = z.object({ origin: z.string().min(1).max(2083), jar: z.string().min(1) }).safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
      .slice(0, 50),
  );
