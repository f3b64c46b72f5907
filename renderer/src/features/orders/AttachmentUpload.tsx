import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useAttachmentUpload } from './useAttachmentUpload';
import { useStoreWritable } from '../../components/useStoreWritable';

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Choose a file (system dialog), give it a title, upload with a progress bar and a Cancel button. */
export function AttachmentUpload({ token }: { token: string }) {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const form = useRef<HTMLFormElement>(null);
  // Files dropped anywhere on the page: their progress, or why they were refused, is shown here.
  const { state, title, setTitle, error, pick, upload, cancel } = useAttachmentUpload(token, () =>
    form.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
  );
  const headingId = useId();
  const uploading = state.phase === 'uploading';
  const file = state.phase === 'empty' ? null : state.file;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload();
  };

  return (
    <form ref={form} className="attachment-upload" aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className="attachment-upload__title">
        {t('orders.upload_heading')}
      </h3>
      <div className="attachment-upload__file">
        <Button variant="secondary" size="sm" onClick={() => void pick()} disabled={uploading}>
          {file ? t('orders.change_file') : t('orders.choose_file')}
        </Button>
        <span className="attachment-upload__name" data-testid="picked-file">
          {file ? (
            <>
              {file.name} <span className="muted">({sizeText(file.size)})</span>
            </>
          ) : (
            <span className="muted">{t('orders.no_file')}</span>
          )}
        </span>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <Field
        label={t('orders.file_title')}
        hint={t('orders.file_title_hint')}
        value={title}
        maxLength={255}
        disabled={uploading}
        onChange={(event) => setTitle(event.target.value)}
      />
      {state.phase === 'uploading' && (
        <div className="attachment-upload__progress">
          <span className="small">{t('orders.uploading', { name: state.file.name })}</span>
          <progress
            max={100}
            value={percentOf(state.loaded, state.total)}
            aria-label={t('orders.upload_progress')}
          />
          <span className="small num">{percentOf(state.loaded, state.total)}%</span>
        </div>
      )}
      <div className="attachment-upload__actions">
        {uploading ? (
          <Button variant="secondary" onClick={cancel}>
            {t('orders.cancel_upload')}
          </Button>
        ) : (
          <Button type="submit" disabled={!file || !store.writable} aria-describedby={store.describedBy}>
            {t('orders.upload')}
          </Button>
        )}
        {store.note}
      </div>
    </form>
  );
}
