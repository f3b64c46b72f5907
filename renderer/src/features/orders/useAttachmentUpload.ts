import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput } from '../../../../contract/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { filesPickAttachment, ordersCancelUpload, ordersUploadAttachment } from './api';
import { onCoreEvent } from '../../lib/api';
import { useRegisterDropHandler, type DroppedFiles, type PickedAttachment } from './droppedFiles';
import { orderQuery } from '../../state/query/orderQuery';

export type UploadPhase =
  | { phase: 'empty' }
  | { phase: 'picked'; file: PickedAttachment }
  | { phase: 'uploading'; file: PickedAttachment; loaded: number; total: number };

/** How one upload ended: 'stop' (cancelled or failed) ends a run of dropped files there. */
type Sent = 'done' | 'stop';

/**
 * Pick -> (title) -> upload with progress -> done, with Cancel while sending. A file over a
 * configured limit is refused by the core at the pick, before any upload; otherwise the store's refusal is
 * shown. A cancelled upload leaves nothing attached. Files dropped on the order page
 * (OrderDropZone) go the same way one after another, titled with their names.
 */
export function useAttachmentUpload(token: string, onDropped?: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [state, setState] = useState<UploadPhase>({ phase: 'empty' });
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);
  const client = useQueryClient();
  // An upload that attached a file, or may have (cancelled after the whole file went out), reads the
  // order again: the buyer sees the files the store holds.
  const { mutateAsync: sendFile } = useMutation({
    mutationFn: (input: ChannelInput<'orders:uploadAttachment'>) => ordersUploadAttachment(input),
    onSuccess: (answer) => {
      const attached = answer.ok ? answer.data.id !== null : answer.error.kind === 'cancelled' && answer.error.outcome === 'unknown';
      if (attached) void client.invalidateQueries({ queryKey: orderQuery(token).queryKey, exact: true });
    },
  });

  const pick = useCallback(async () => {
    const answer = await filesPickAttachment();
    if (!answer.ok) {
      setState({ phase: 'empty' });
      setError(answer.error.message || t('orders.system_error'));
      return;
    }
    const file = answer.data.file;
    if (!file) return; // the user closed the dialog
    setError(null);
    setState({ phase: 'picked', file });
  }, [t]);

  const send = useCallback(async (file: PickedAttachment, fileTitle: string): Promise<Sent> => {
    setState({ phase: 'uploading', file, loaded: 0, total: file.size });
    stopListening.current = onCoreEvent('upload:progress', (progress) => {
      if (progress.file_id !== file.id) return;
      setState((now) => (now.phase === 'uploading' && now.file.id === file.id ? { ...now, loaded: progress.loaded, total: progress.total } : now));
    });
    const answer = await sendFile({ order_token: token, file_id: file.id, file_title: fileTitle });
    stopListening.current?.();
    stopListening.current = null;

    if (answer.ok && answer.data.id !== null) {
      setState({ phase: 'empty' });
      setTitle('');
      toast.success(t('orders.upload_success'));
      return 'done';
    }
    if (!answer.ok && answer.error.kind === 'cancelled') {
      // The core still holds the picked file, so the same file can be sent again.
      setState({ phase: 'picked', file });
      // Cancelled after the whole file went out and the core could not take it back: its words, and
      // the attachment list reloaded so the buyer sees what the store holds.
      if (answer.error.outcome === 'unknown') {
        toast.warning(answer.error.message);
      } else toast.info(t('orders.upload_cancelled'));
      return 'stop';
    }
    // The store's text, 'Upload error' when it said nothing, system_error for no id and no error.
    const message = answer.ok ? t('orders.system_error') : answer.error.message || t('orders.upload_error');
    setState(!answer.ok && answer.error.kind === 'refused' ? { phase: 'empty' } : { phase: 'picked', file });
    toast.error(message);
    return 'stop';
  }, [token, sendFile, toast, t]);

  // One upload at a time, picked or dropped: a drop during an upload waits its turn.
  const queue = useRef<{ file: PickedAttachment; title: string }[]>([]);
  const sending = useRef(false);
  const drain = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        // A cancel or a refusal stops the files dropped with it too: the buyer decides again.
        if ((await send(next.file, next.title)) === 'stop') queue.current = [];
      }
    } finally {
      sending.current = false;
    }
  }, [send]);

  const upload = useCallback(async () => {
    if (state.phase !== 'picked') return;
    setError(null);
    queue.current.push({ file: state.file, title: title.trim() });
    await drain();
  }, [state, title, drain]);

  const onDroppedRef = useRef(onDropped);
  useEffect(() => {
    onDroppedRef.current = onDropped;
  });
  // A drop: what the core refused is named at once; the rest is sent in turn, titled by their names.
  const register = useRegisterDropHandler();
  useEffect(() => {
    register((dropped: DroppedFiles) => {
      setError(dropped.refused.length > 0 ? dropped.refused.map((refusal) => refusal.message).join(' ') : null);
      queue.current.push(...dropped.files.map((file) => ({ file, title: '' })));
      onDroppedRef.current?.();
      void drain();
    });
    return () => register(null);
  }, [register, drain]);

  const cancel = useCallback(() => {
    if (state.phase !== 'uploading') return;
    void ordersCancelUpload({ file_id: state.file.id });
  }, [state]);

  return { state, title, setTitle, error, pick, upload, cancel };
}
