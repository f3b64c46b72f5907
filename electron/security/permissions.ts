/**
 * The app needs no browser permission (camera, microphone, geolocation, notifications,
 * clipboard reading, USB, HID, serial, MIDI, ...), so every request and every check is refused.
 */
export const denyPermissionRequest = (
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void => {
  callback(false);
};

export const denyPermissionCheck = (): boolean => false;

/** The slice of Electron's Session the policy is installed on. */
export interface PermissionSession {
  setPermissionRequestHandler(handler: typeof denyPermissionRequest): void;
  setPermissionCheckHandler(handler: typeof denyPermissionCheck): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler(denyPermissionRequest);
  session.setPermissionCheckHandler(denyPermissionCheck);
  session.setDevicePermissionHandler(denyPermissionCheck);
}
