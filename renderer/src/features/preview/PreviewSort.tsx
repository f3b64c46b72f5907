import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortBySchema, type SortBy } from '../../../../preload/schemas/catalog';

const LABEL_KEYS: Record<SortBy, string> = {
  'created_at.desc': 'preview.sort_created_at_desc',
  'created_at.asc': 'preview.sort_created_at_asc',
  'title.asc': 'preview.sort_title_asc',
  'title.desc': 'preview.sort_title_desc',
};

/** Newest first, oldest first (default), title A-Z, title Z-A. */
export function PreviewSort({ value, onChange }: { value: SortBy; onChange: (sort: SortBy) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="preview-sort">
      <label htmlFor={id}>{t('preview.sort_label')}</label>
      <select
        id={id}
        className="input input--select"
        value={value}
        onChange={(event) => {
          const parsed = sortBySchema.safeParse(event.target.value);
          if (parsed.success) onChange(parsed.data);
        }}
      >
        {sortBySchema.options.map((option) => (
          <option key={option} value={option}>
            {t(LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
