import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../Modal';
import { readCode } from './zxingReader';
import './camera-scan.css';

type Status = { kind: 'starting' } | { kind: 'looking' } | { kind: 'found'; code: string } | { kind: 'failed'; message: string };

/** How often a frame is read: often enough to feel instant, seldom enough to leave the window free. */
const FRAME_MS = 200;
/** A camera's first frames are dark while it sets its exposure: the first read waits this long. */
const SETTLE_MS = 400;

/**
 * "Scan with camera": the camera's picture, read a few times a second until a code is found;
 * `onCode` then gets it and the dialog closes. The camera is released when it closes.
 */
export default function CameraScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'starting' });
  const done = useRef({ onCode, onClose });
  useEffect(() => {
    done.current = { onCode, onClose };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const readFrame = async () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        try {
          const code = await readCode(context.getImageData(0, 0, canvas.width, canvas.height));
          if (stopped) return;
          if (code) {
            setStatus({ kind: 'found', code });
            done.current.onCode(code);
            done.current.onClose();
            return;
          }
        } catch (error) {
          setStatus({ kind: 'failed', message: t('scan.camera_decoder_failed', { message: error instanceof Error ? error.message : String(error) }) });
          return;
        }
      }
      timer = window.setTimeout(() => void readFrame(), FRAME_MS);
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        setStatus({
          kind: 'failed',
          message: name === 'NotFoundError' || name === 'OverconstrainedError' ? t('scan.camera_none') : t('scan.camera_denied', { message: error instanceof Error ? error.message : String(error) }),
        });
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setStatus({ kind: 'looking' });
      timer = window.setTimeout(() => void readFrame(), SETTLE_MS);
    })();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [t]);

  const line =
    status.kind === 'starting'
      ? t('scan.camera_starting')
      : status.kind === 'looking'
        ? t('scan.camera_looking')
        : status.kind === 'found'
          ? t('scan.camera_found', { code: status.code })
          : status.message;

  return (
    <Modal<'close'> open title={t('scan.camera_title')} description={t('scan.camera_hint')} buttons={[{ label: t('scan.close'), value: 'close' }]} onResult={() => onClose()}>
      <div className="camera-scan">
        <video ref={video} className="camera-scan__video" muted playsInline aria-hidden="true" />
        <p className={status.kind === 'failed' ? 'camera-scan__status camera-scan__status--failed' : 'camera-scan__status'} role="status">
          {line}
        </p>
      </div>
    </Modal>
  );
}
