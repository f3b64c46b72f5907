import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { setupI18n } from './i18n/setup';
import { applyRememberedDictionary } from './i18n/storeDictionary';
import { createAppRouter } from './app/router';
import { preloadScreensWhenIdle } from './app/screenCode';
import { lastBootHadCustomer } from './state/bootSnapshot';
import { runBootAtom } from './state/boot';
import { launchCalls } from './app/boot/launchCalls';
import { ToastBar } from './components/toast/ToastBar';
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
applyRememberedDictionary();

// The boot's calls go out now, not after React's first commit: the first screen waits for them.
const store = createStore();
void store.set(runBootAtom);
const { launchPath } = launchCalls();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <Provider store={store}>
      {/* Navigations render at once, not as transitions: a transition renders in 5 ms slices, and
          the yields between them cost a login's next screen about 30 ms and the order page about
          40 ms (measured, issue 13). Screens never suspend (preloadableScreen.ts), so a transition
          would buy nothing here. */}
      <RouterProvider router={createAppRouter()} useTransitions={false} />
      <ToastBar />
    </Provider>
  </StrictMode>
);
const reactRoot = createRoot(root);
reactRoot.render(app);
// The first screen waits for the launch's path (launchCalls.ts). Rendered as it comes, in the task
// that brings it (or in this script's own microtasks, when the preload had it already), the form is
// drawn by the next frame instead of after a scheduler task and a second render. The render above
// stays for a path that never comes. Measured (warm boots, interleaved, 3 rounds): median 168 ms
// against 126, 139 against 132, 128 against 114; first starts 445/433/366 against 337/300/303.
const renderNow = () => flushSync(() => reactRoot.render(app));
void launchPath.then(renderNow, renderNow);
