import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { deliverScan } from './scannerKeys';

// The dialog brings the barcode decoder (about a megabyte): loaded only when it is opened.
const CameraScanDialog = lazy(() => import('./CameraScanDialog'));

/** "Scan with camera": a code read from the camera goes where a scanner's code would on this screen. */
export function CameraScanButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('scan.camera_button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CameraScanDialog onCode={(code) => void deliverScan(code)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
