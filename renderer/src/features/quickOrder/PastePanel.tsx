import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/Field';
import { priceTermsAtom } from '../../state/priceTerms';
import { MAX_LINES, linesOver, parseLines, type PastedLine } from './parseLines';

/**
 * "Paste lines": a text area and an "Add lines" button. Each readable line becomes a row (its
 * problems show there); the box empties once its lines are added.
 */
export function PastePanel({ onLines }: { onLines: (lines: PastedLine[]) => void }) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(priceTermsAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = parseLines(text, locale);
    if (lines.length === 0) {
      setError(t('quick_order.paste_empty'));
      return;
    }
    const over = linesOver(text);
    setNote(over > 0 ? t('quick_order.lines_over', { max: MAX_LINES.toLocaleString(), count: over }) : null);
    setError(null);
    setText('');
    onLines(lines);
  };

  return (
    <form className="qo-paste" onSubmit={submit}>
      <TextAreaField
        label={t('quick_order.paste_label')}
        hint={t('quick_order.paste_hint')}
        rows={4}
        spellCheck={false}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {note && <p className="qo-paste__note">{note}</p>}
      <Button type="submit" variant="secondary">
        {t('quick_order.add_lines')}
      </Button>
    </form>
  );
}
