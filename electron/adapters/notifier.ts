import type { NotificationConstructorOptions } from 'electron';
import type { Notifier } from '../core/index';

/** The part of Electron's Notification used here, so tests can pass a fake. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotificationApi {
  isSupported(): boolean;
  create(options: NotificationConstructorOptions): NotificationLike;
}

/**
 * The core's Notifier over Electron's Notification: a click opens the order (`open`, which focuses
 * the window and tells the page). Shown notifications are held until clicked or closed, as one
 * nobody holds may be collected and its click lost.
 */
export function createNotifier(api: NotificationApi, open: (path: string) => void): Notifier {
  const showing = new Set<NotificationLike>();
  return {
    show({ title, body, path }) {
      if (!api.isSupported()) return;
      const note = api.create({ title, body });
      showing.add(note);
      note.on('click', () => {
        showing.delete(note);
        open(path);
      });
      note.on('close', () => showing.delete(note));
      note.show();
    },
  };
}
