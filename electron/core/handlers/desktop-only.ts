/**
 * What a buyer is told when this run lacks a desktop capability: the app opened in a browser
 * window without Electron (npm start where Electron cannot start) has no open dialog.
 */
export const OPEN_FILE_NEEDS_DESKTOP = 'Choosing a file from this computer needs the desktop app: this window runs without it.';
