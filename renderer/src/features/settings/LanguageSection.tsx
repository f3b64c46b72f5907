import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { languageGet } from '../../lib/api';
import { languageChoose } from './api';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../../../../resources/locales/languages';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/Field';

/** Each choice's name, always written in its own language (a buyer who cannot read the current one still finds theirs). */
const CHOICE_KEY: Readonly<Record<LanguageChoice, string>> = {
  store: 'settings.language_store',
  en: 'settings.language_en',
  ms: 'settings.language_ms',
  id: 'settings.language_id',
  'zh-Hans': 'settings.language_zh_hans',
  'zh-Hant': 'settings.language_zh_hant',
};

const isChoice = (value: string): value is LanguageChoice => LANGUAGE_CHOICES.some((choice) => choice === value);

/** The language of the app on this store: the store's by default, kept per store; the menus and the page's words follow it. */
export function LanguageSection() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<LanguageChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void languageGet({}).then((answer) => live && setChoice(answer.ok ? answer.data.choice : 'store'));
    return () => void (live = false);
  }, []);

  const choose = async (next: string) => {
    if (!isChoice(next) || busy) return;
    const before = choice;
    setChoice(next);
    setBusy(true);
    setError(null);
    // The core keeps it and tells the page, whose words follow (followLanguageChoice).
    const answer = await languageChoose({ choice: next });
    setBusy(false);
    if (!answer.ok) {
      setChoice(before);
      setError(answer.error.message);
    }
  };

  return (
    <section className="panel settings-panel" aria-labelledby="settings-language">
      <h2 id="settings-language" className="settings-group__title">
        {t('settings.language')}
      </h2>
      {error && <Alert variant="danger">{error}</Alert>}
      <SelectField
        label={t('settings.language_label')}
        hint={t('settings.language_hint')}
        className="settings-language"
        value={choice ?? 'store'}
        disabled={choice === null || busy}
        onChange={(event) => void choose(event.target.value)}
      >
        {LANGUAGE_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(CHOICE_KEY[option])}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
