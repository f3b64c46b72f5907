import { z } from 'zod';

/** One store in the buyer's list: its address, the name shown and whether it is the one in use. */
const storeEntrySchema = z.object({
  /** The store's address as saved (normalised: https, or http on loopback; no trailing slash). */
  url: z.string(),
  /** The buyer's own name for it, else the store's name from /_api/global, else its host. */
  name: z.string(),
  /** The store's own name from its last /_api/global answer (shown beside a name the buyer gave); null before one. */
  store_name: z.string().nullable(),
  /** The buyer renamed it. */
  renamed: z.boolean(),
  /** The store's logo address (absolute) from its last /_api/global answer. */
  logo_url: z.string().nullable(),
  /** The store the app talks to now. */
  current: z.boolean(),
  /** A customer is logged in to it in this run, or a remembered login is kept for it. */
  signed_in: z.boolean(),
});
export type StoreEntry = z.infer<typeof storeEntrySchema>;

export const storesViewSchema = z.object({
  stores: z.array(storeEntrySchema),
  /** A kiosk is pinned to its store: no switching, adding or removing while its settings are locked. */
  pinned: z.boolean(),
});
export type StoresView = z.infer<typeof storesViewSchema>;

const storeUrlInput = z.string().min(1).max(2083);
/** An app path as the hash router sees it ("/orders/abc?x=1"); the core keeps it only if it is a safe in-app path. */
const appPathInput = z.string().max(2048);

export const switchStoreInputSchema = z.strictObject({ url: storeUrlInput, from_path: appPathInput.optional() });
/** An empty name gives the store back its own name. */
export const renameStoreInputSchema = z.strictObject({ url: storeUrlInput, name: z.string().max(200) });
export const removeStoreInputSchema = z.strictObject({ url: storeUrlInput });
