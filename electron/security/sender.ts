import { isEntryDocument } from './navigation';

/** A frame as the IPC event reports it (Electron's WebFrameMain). */
export interface FrameLike {
  readonly url: string;
  readonly processId: number;
  readonly routingId: number;
}

const sameFrame = (a: FrameLike, b: FrameLike) => a === b || (a.processId === b.processId && a.routingId === b.routingId);

/**
 * An IPC call is served only when it comes from the main window's top frame (not an iframe,
 * not another window) while that frame shows the app's entry document. `frame` is null once the
 * sending frame has navigated away or gone.
 */
export function isTrustedSender(frame: FrameLike | null | undefined, topFrame: FrameLike | null, entryUrl: string): boolean {
  if (!frame || !topFrame || !sameFrame(frame, topFrame)) return false;
  return isEntryDocument(frame.url, entryUrl);
}
