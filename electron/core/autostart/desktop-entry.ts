/**
 * The XDG autostart entry (Desktop Entry Specification, version 1.5): what a Linux desktop runs when the user
 * signs in. Pure text, so every quoting rule is tested without a file system.
 */

/** Characters that oblige an Exec argument to be quoted (spec, "The Exec key"). */
const RESERVED = /[\s"'\\><~|&;$*?#()`]/;

/** One argument of Exec: quoted when it must be, `"`, `` ` ``, `$` and `\` escaped inside the quotes. */
export function quoteExecArg(arg: string): string {
  if (arg === '') return '""';
  if (!RESERVED.test(arg)) return arg;
  return `"${arg.replace(/["`$\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The Exec value: arguments quoted, then written as a string value (a backslash doubled) with
 * `%` doubled so no argument is read as a field code. A control character could end the line
 * and start a new key, so it is refused.
 */
export function execLine(argv: readonly string[]): string {
  for (const arg of argv) {
    if (/\p{Cc}/u.test(arg)) throw new Error('The app path holds a control character and cannot be started at login.');
  }
  return argv
    .map(quoteExecArg)
    .join(' ')
    .replace(/\\/g, '\\\\')
    .replace(/%/g, '%%');
}

export interface AutostartEntry {
  /** The program and its arguments, e.g. ['/opt/Wholesale Desk/wholesale-desk', '--kiosk']. */
  argv: readonly string[];
}

export function desktopEntry({ argv }: AutostartEntry): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Wholesale Desk',
    'Comment=Opens Wholesale Desk when you sign in',
    `Exec=${execLine(argv)}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}
