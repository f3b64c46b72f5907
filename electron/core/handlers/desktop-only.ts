import { coreText } from '../language/core-text';
/**
 * What a buyer is told when this run lacks a desktop capability: the app opened in a browser
 * window without Electron (npm start where Electron cannot start) has no open dialog.
 */
export const OPEN_FILE_NEEDS_DESKTOP = () => coreText('open_file_needs_desktop');
