import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore, Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { setupI18n } from './i18n/setup';
import { followLanguageChoice, wordsBeforeFirstPaint } from './i18n/storeDictionary';
import { createAppRouter } from './app/router';
import { preloadScreensWhenIdle } from './app/screenCode';
import { lastBootHadCustomer } from './state/bootSnapshot';
import { runBootAtom, storeAnswered } from './state/boot';
import { launchCalls } from './app/boot/launchCalls';
import { renderWhenLaunchKnown } from './app/boot/firstRender';
import { ToastBar } from './components/toast/ToastBar';
import { BuyerQueryProvider } from './state/query/BuyerQueryProvider';
import { followBuyer } from './state/buyerScope';
import { onCoreEvent } from './lib/api';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/feedback.css';
import './styles/content.css';
import './styles/product-grid.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/screens.css';

// A remembered customer's boot ends on the product list: its code loads beside the boot's calls.
// Otherwise screens load once the boot's screen is up, so compiling them does not delay it.
if (lastBootHadCustomer()) preloadScreensWhenIdle({ now: true });
setupI18n();
followLanguageChoice();

// The boot's calls go out now, not after React's first commit: the first screen waits for them.
// The page's one store (jotai's default, so the buyer's drafts reach it outside React).
const store = getDefaultStore();
// A new buyer begins before any screen's own listener of the same event runs.
followBuyer(onCoreEvent, store);
void store.set(runBootAtom);
const { launchPath } = launchCalls();
// A start in another language than English paints its first screen in that language's words.
const wordsReady = wordsBeforeFirstPaint(storeAnswered());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <Provider store={store}>
      {/* Navigations render at once, not as transitions: a transition renders in 5 ms slices, and
          the yields between them cost a login's next screen about 30 ms and the order page about
          40 ms (measured). Screens never suspend (preloadableScreen.ts), so a transition
          would buy nothing here. */}
      <BuyerQueryProvider>
        <RouterProvider router={createAppRouter()} useTransitions={false} />
      </BuyerQueryProvider>
      <ToastBar />
    </Provider>
  </StrictMode>
);
renderWhenLaunchKnown(createRoot(root), app, launchPath, wordsReady);
