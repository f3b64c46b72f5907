import { z } from 'zod';

/**
 * Print, PDF and dropped files: the desktop's own calls, no store involved.
 */

/** What the buyer sees as the PDF's file name; the core strips what a file system refuses. */
export const savePdfInputSchema = z.strictObject({ name: z.string().min(1).max(200) });

/**
 * A saved PDF as the page may know it: the file's name, the folder's name for "Saved to ...", and
 * an id to open it or show it in its folder with (`openable`: this desktop offers that; a kiosk
 * does not). The path itself stays in the main process.
 */
const savedFileSchema = z.object({ id: z.string(), name: z.string(), folder: z.string(), openable: z.boolean() });
export type SavedFile = z.infer<typeof savedFileSchema>;

/** Saved, or not (the buyer cancelled the save dialog). */
export const savePdfOutputSchema = z.discriminatedUnion('saved', [
  z.object({ saved: z.literal(false) }),
  z.object({ saved: z.literal(true), file: savedFileSchema }),
]);

/** A PDF saved in this run, opened in the system's PDF reader or shown selected in its folder. */
export const openSavedInputSchema = z.strictObject({ id: z.string().min(1).max(64), how: z.enum(['open', 'folder']) });

/** A file the core holds for an upload: the same shape the open dialog gives. */
const heldFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number() });

/**
 * Paths of files the buyer dropped. Only the preload fills this in (webUtils.getPathForFile):
 * the page hands File objects to `storefront.files.dropped` and never names a path.
 */
export const droppedInputSchema = z.strictObject({
  paths: z.array(z.string().min(1).max(4096)).min(1).max(20),
});

/** Files registered for upload, and those refused with the reason, by name. */
export const droppedOutputSchema = z.object({
  files: z.array(heldFileSchema),
  refused: z.array(z.object({ name: z.string(), message: z.string() })),
});

export type DroppedOutput = z.infer<typeof droppedOutputSchema>;
