/**
 * The app needs one browser permission: the camera, for "Scan with camera", and only for its own
 * page (the top frame of the entry URL's origin) and only video. Every other request and check
 * (microphone, geolocation, notifications, clipboard reading, USB, HID, serial, MIDI, ...), and
 * the camera for any other page, is refused.
 */
export const denyPermissionRequest = (
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void => {
  callback(false);
};

export const denyPermissionCheck = (): boolean => false;

/** What Electron tells a request handler about a media request (PermissionRequestHandlerHandlerDetails). */
interface RequestDetails {
  requestingUrl?: string;
  isMainFrame?: boolean;
  mediaTypes?: string[];
}

/** What Electron tells a check handler (PermissionCheckHandlerHandlerDetails). */
interface CheckDetails {
  requestingUrl?: string;
  isMainFrame?: boolean;
  mediaType?: string;
}

/** scheme://host[:port]; the URL parser's `origin` is "null" for app://, a scheme it does not know as standard. */
export const originOf = (url: string | undefined): string | null => {
  try {
    const parsed = url ? new URL(url) : null;
    return parsed && parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
};

/** The camera for the app's own page: `appOrigin` (app://wholesaledesk, or the dev server), its top frame, video only. */
export function cameraRequestHandler(appOrigin: string) {
  return (_webContents: unknown, permission: string, callback: (granted: boolean) => void, details?: RequestDetails): void => {
    const media = details?.mediaTypes ?? [];
    callback(
      permission === 'media' &&
        details?.isMainFrame === true &&
        originOf(details.requestingUrl) === appOrigin &&
        media.length > 0 &&
        media.every((type) => type === 'video'),
    );
  };
}

export function cameraCheckHandler(appOrigin: string) {
  return (_webContents: unknown, permission: string, requestingOrigin: string, details?: CheckDetails): boolean =>
    permission === 'media' && details?.mediaType === 'video' && originOf(requestingOrigin) === appOrigin && details.isMainFrame !== false;
}

/** The slice of Electron's Session the policy is installed on. */
export interface PermissionSession {
  setPermissionRequestHandler(handler: ReturnType<typeof cameraRequestHandler>): void;
  setPermissionCheckHandler(handler: ReturnType<typeof cameraCheckHandler>): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

/** Installs the policy: the camera for the app's own page, nothing else for anyone. */
export function installPermissions(session: PermissionSession, appOrigin: string): void {
  session.setPermissionRequestHandler(cameraRequestHandler(appOrigin));
  session.setPermissionCheckHandler(cameraCheckHandler(appOrigin));
  session.setDevicePermissionHandler(denyPermissionCheck);
}
