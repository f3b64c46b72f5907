import { z } from 'zod';

/**
 * Print, PDF and dropped files: the desktop's own calls, no store involved.
 */

/** What the buyer sees as the PDF's file name; the core strips what a file system refuses. */
export const savePdfInputSchema = z.strictObject({ name: z.string().min(1).max(200) });

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
