import type { Dictionary } from '../../../preload/schemas/shop';
import { firstWords } from './first';
import { laterWords } from './later';

/**
 * The English dictionary: the app's fallback before (and beneath) the store's own dictionary, and
 * what the reference storefront serves for en_US. One JSON file a section, each written by the
 * section's owner; keys are used as t('section.key'). The window takes it in two parts (first.ts,
 * later.ts) so its first JavaScript carries only the words of its first screens.
 */
export const enUS: Dictionary = { ...firstWords, ...laterWords };

export default enUS;
