import { useEffect, type ReactNode } from 'react';

/**
 * Draws a screen's parts once, out of sight, and calls `onDone` after their frame (app/Rehearsal).
 * Laid out like the screen (same container width), so the browser's style and layout work for
 * those elements runs too, not only their code; never painted, under everything, and out of
 * reach of pointer, keyboard and assistive technology.
 */
export function RehearsalLayer({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onDone, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onDone]);
  return (
    <div className="rehearsal-layer" aria-hidden="true" inert>
      <div className="container">{children}</div>
    </div>
  );
}
