import type { Dictionary } from '../../../contract/schemas/shop';
import { firstWords } from './first';
import { laterWords } from './later';
import core from './core.json' with { type: 'json' };

/**
 * The English dictionary: the app's fallback before (and beneath) the store's own dictionary, and
 * what the reference storefront serves for en_US. One JSON file a section, each written by the
 * section's owner; keys are used as t('section.key'). The window takes it in two parts (first.ts,
 * later.ts) so its first JavaScript carries only the words of its first screens. The core's own
 * messages (core.json) are read by the main process only: the window shows them as the core says them.
 */
export const enUS: Dictionary = { ...firstWords, ...laterWords, core };

export default enUS;
