import { z } from 'zod';
import { APP_LANGUAGES, LANGUAGE_CHOICES } from '../../resources/locales/languages';

export const appLanguageSchema = z.enum(APP_LANGUAGES);
export const languageChoiceSchema = z.enum(LANGUAGE_CHOICES);

/**
 * What `language:get` answers: the buyer's choice for the current store, the system's languages,
 * and the store's locale as last seen (null before the store first answered), so the window knows
 * its language before its first paint.
 */
export const languageViewSchema = z.object({
  choice: languageChoiceSchema,
  system: z.array(z.string().max(35)).max(20),
  storeLocale: z.string().max(35).nullable(),
});
export type LanguageView = z.infer<typeof languageViewSchema>;

export const chooseLanguageInputSchema = z.strictObject({ choice: languageChoiceSchema });
