import { createContext, useContext } from 'react';
import type { ChannelOutput } from '../../../../contract/contract';

/** A file the core holds for upload (picked in the dialog or dropped), as the page knows it: no path. */
export type PickedAttachment = NonNullable<ChannelOutput<'files:pickAttachment'>['file']>;

/** What one drop on the order page gave: files the core holds for upload, and those it refused. */
export interface DroppedFiles {
  files: PickedAttachment[];
  refused: { name: string; message: string }[];
}

export type DropHandler = (dropped: DroppedFiles) => void;

/**
 * From OrderDropZone to the upload control, which sends dropped files as it sends picked ones:
 * the control registers its handler (null when it goes away).
 */
export const DroppedFilesContext = createContext<(handler: DropHandler | null) => void>(() => undefined);

export const useRegisterDropHandler = () => useContext(DroppedFilesContext);
