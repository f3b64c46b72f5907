import { z } from 'zod';
import { APP_LANGUAGES, LANGUAGE_CHOICES } from '../../resources/locales/languages';

export const appLanguageSchema = z.enum(APP_LANGUAGES);
export const languageChoiceSchema = z.enum(LANGUAGE_CHOICES);

/** What `language:get` answers: the buyer's choice for the current store, and the system's languages. */
export const languageViewSchema = z.object({
  choice: languageChoiceSchema,
  system: z.array(z.string().max(35)).max(20),
});
export type LanguageView = z.infer<typeof languageViewSchema>;

export const chooseLanguageInputSchema = z.strictObject({ choice: languageChoiceSchema });
