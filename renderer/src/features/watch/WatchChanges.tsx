import type { WatchEvent } from '../../../../contract/schemas/watch';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { changeText } from './changeText';

interface WatchChangesProps {
  changes: readonly WatchEvent[];
  /** Changes not seen when the screen opened: first, and marked New. */
  fresh: ReadonlySet<number>;
  money: (amount: number) => string;
  locale: string;
}

/** The recent changes the watch told, those new to the buyer first. */
export function WatchChanges({ changes, fresh, money, locale }: WatchChangesProps) {
  const { t } = useTranslation();
  const ordered = [...changes].sort((a, b) => Number(fresh.has(b.id)) - Number(fresh.has(a.id)) || b.id - a.id);
  return (
    <section className="watch__section" aria-labelledby="watch-changes-title">
      <h2 id="watch-changes-title" className="watch__heading">
        {t('watch.changes_title')}
      </h2>
      {ordered.length === 0 ? (
        <p className="muted">{t('watch.no_changes')}</p>
      ) : (
        <ul className="watch-changes">
          {ordered.map((event) => {
            const isNew = fresh.has(event.id) || !event.seen;
            return (
              <li key={event.id} className={isNew ? `watch-change watch-change--new watch-change--${event.change.kind}` : `watch-change watch-change--${event.change.kind}`}>
                {isNew && <span className="badge badge--info watch-change__new">{t('watch.new')}</span>}
                <span className="watch-change__what">{changeText(event.change, t, money)}</span>
                <span className="watch-change__variant">
                  {event.sku && <span className="watch-change__sku">{event.sku}</span>} {event.name}
                </span>
                <span className="watch-change__when muted">{t('watch.found_at', { date: formatDateTime(event.at, locale) })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
