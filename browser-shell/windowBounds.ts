import { DEFAULT_SIZE, type Rect } from '../electron/windowState';

/**
 * Where the app's window opens on the screen's work area: the desktop app's first size
 * (1280 x 800), centred, as Electron places a new window; on a smaller screen, as much of the
 * work area as there is, never past its edges.
 */
export function centredBounds(workArea: Rect, size: { width: number; height: number } = DEFAULT_SIZE): Rect {
  const width = Math.min(size.width, workArea.width);
  const height = Math.min(size.height, workArea.height);
  return {
    x: workArea.x + Math.floor((workArea.width - width) / 2),
    y: workArea.y + Math.floor((workArea.height - height) / 2),
    width,
    height,
  };
}
