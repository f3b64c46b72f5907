import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { filesDropped } from '../../lib/api';
import { DroppedFilesContext, type DropHandler } from './droppedFiles';
import { useFileDrop } from '../../components/useFileDrop';
import './order-drop-zone.css';

/**
 * Files dropped anywhere on an order page are attached to it: while a drag is over the window the
 * page says so ("Drop files to attach them to order #1042"); on the drop the core checks each file
 * (a regular file, within the size limit) and the upload control sends the accepted ones.
 */
export function OrderDropZone({ orderName, children }: { orderName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handler = useRef<DropHandler | null>(null);
  const register = useCallback((next: DropHandler | null) => {
    handler.current = next;
  }, []);

  const onDrop = useCallback(
    async (files: File[]) => {
      const answer = await filesDropped(files);
      if (!answer.ok) {
        toast.error(answer.error.message || t('document.drop_failed'));
        return;
      }
      handler.current?.(answer.data);
    },
    [toast, t],
  );
  const over = useFileDrop((files) => void onDrop(files));

  return (
    <DroppedFilesContext.Provider value={register}>
      <div className={over ? 'order-drop-zone order-drop-zone--over' : 'order-drop-zone'}>
        {children}
        {over && (
          <div className="order-drop-zone__overlay" data-testid="order-drop-zone">
            <p className="order-drop-zone__text">{t('document.drop_here', { name: orderName })}</p>
          </div>
        )}
      </div>
    </DroppedFilesContext.Provider>
  );
}
