import { DEEP_LINK_SCHEME } from './core/deep-link';

/**
 * The command-line side of links: Windows and Linux hand a protocol link to the app as an argument.
 * What a link opens is decided in the core (core/deep-link.ts, core/stores/open-link.ts).
 */
const LINK_ARGUMENT = new RegExp(`^(${DEEP_LINK_SCHEME}|https?):`, 'i');

/** Whether a command-line argument could be a link for `toAppPath` (as opposed to a switch or a path). */
export function looksLikeLink(arg: string): boolean {
  return LINK_ARGUMENT.test(arg);
}
