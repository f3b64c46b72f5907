import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Header } from './Header';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';
import { DraftsPrompt } from '../../components/drafts/DraftsPrompt';
import { useAtomValue } from 'jotai';
import { backOnlineCountAtom } from '../../state/connectivity';
import { signedInAtom } from '../../state/shop';
import { useBuyerCache } from '../../state/query/buyerCache';
import { loadLaterEnglish } from '../../i18n/englishWords';

// Scanning on every screen is for kiosks: its code comes after the first screen, for signed-in buyers only.
const KioskScanner = lazy(() => Promise.all([import('./KioskScanner'), loadLaterEnglish()]).then(([module]) => module));

/** Header, the screen, footer. The header stays put while a screen's code arrives (preloadableScreen.ts). */
export function MainLayout() {
  const { t } = useTranslation();
  // The store answers again after a screen showed the offline copy: it mounts afresh and loads live data.
  const backOnline = useAtomValue(backOnlineCountAtom);
  const signedIn = useAtomValue(signedInAtom);
  // A new buyer's cache: the screen reads from it afresh, never from the last buyer's.
  const { generation } = useBuyerCache();
  return (
    <div className="main-layout">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('header.skip_to_content')}
      </a>
      <Header />
      <OfflineBanner />
      <DraftsPrompt />
      <main id="main" className="main-layout__content" tabIndex={-1}>
        <div className="container">
          <Outlet key={`${generation}:${backOnline}`} />
        </div>
      </main>
      <Footer />
      {signedIn && (
        <Suspense fallback={null}>
          <KioskScanner />
        </Suspense>
      )}
    </div>
  );
}

/** The hash router owns location.hash, so the skip link moves focus itself. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
