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
 * Linux notification daemons (libnotify's, notify-osd, GNOME, KDE, xfce, dunst) read a subset of
 * HTML in the body, and Electron hands it over as it is: a store's `<b>` or `<a href>` would be
 * obeyed, and a lone `&` can blank the whole body. Escaped, it shows as the store wrote it.
 */
const escapeBody = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/**
 * The title is plain text by the same specification, so an escape would show as `&amp;`; a daemon
 * that reads it as markup all the same finds no tag to open, only look-alike angle quotes.
 */
const untaggedTitle = (text: string) => text.replaceAll('<', '\u2039').replaceAll('>', '\u203A');

/**
 * The core's Notifier over Electron's Notification: a click opens the order (`open`, which focuses
 * the window and tells the page). Shown notifications are held until clicked or closed, as one
 * nobody holds may be collected and its click lost. Windows and macOS show both texts as they are.
 */
export function createNotifier(api: NotificationApi, open: (path: string) => void, platform: NodeJS.Platform = process.platform): Notifier {
  const showing = new Set<NotificationLike>();
  const markup = platform === 'linux';
  return {
    show(notification) {
      if (!api.isSupported()) return;
      const { path } = notification;
      const title = markup ? untaggedTitle(notification.title) : notification.title;
      const body = markup ? escapeBody(notification.body) : notification.body;
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
