import { strToU8, zipSync } from 'fflate';
import { redactText, redactValue } from './redact';

export interface DiagnosticsInput {
  /** App, Electron, Chromium, Node and OS versions, as the shell knows them. */
  versions: Record<string, string>;
  settings: unknown;
  /** The log files, by name, as read. */
  logs: Record<string, string>;
  /** The last changes of the store's reachability, oldest first. */
  connectivity: { at: string; online: boolean }[];
  now: Date;
}

/**
 * One zip a buyer can send with a problem report: the logs, the versions, the settings and the last
 * connectivity changes, with every e-mail, address, token, cookie, PIN and saved sign-in taken out.
 */
export function diagnosticsZip(input: DiagnosticsInput): Uint8Array {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'about.json': json({ created: input.now.toISOString(), ...input.versions }),
    'settings.json': json(redactValue(input.settings)),
    'connectivity.json': json(input.connectivity),
  };
  for (const [name, text] of Object.entries(input.logs)) files[`logs/${name.replace(/[^\w.-]/g, '_')}`] = strToU8(redactText(text));
  return zipSync(files, { level: 6 });
}
