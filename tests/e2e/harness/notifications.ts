import { join } from 'node:path';
import { createXdgLoginItems } from '../../../electron/core/autostart/login-items';
import type { Notifier } from '../../../electron/core/index';

/** A system notification the app showed, as the harness recorded it. */
export interface ShownNotification {
  title: string;
  body: string;
  path: string;
}

/** Where the harness's app "is installed": what its autostart entry starts. */
export const HARNESS_APP_COMMAND = ['/opt/Wholesale Desk/wholesale-desk'];

/**
 * Stand-ins for the desktop's notifications and sign-in items: notifications are recorded (a
 * click does what the glue does, `app:navigate`), and the real XDG autostart writer works in a
 * folder under the settings dir, so a test reads the file the app wrote.
 */
export function notificationStandIns(settingsDir: string) {
  const notifications: ShownNotification[] = [];
  const notifier: Notifier = { show: (n) => void notifications.push({ ...n }) };
  const autostartDir = join(settingsDir, 'autostart');
  return { notifications, notifier, autostartDir, loginItems: createXdgLoginItems({ dir: autostartDir, command: HARNESS_APP_COMMAND }) };
}
