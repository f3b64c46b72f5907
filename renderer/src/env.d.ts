/// <reference types="vite/client" />
import type { Storefront } from '../../contract/bridge';

declare global {
  interface Window {
    /** Installed by the preload (or the e2e harness) with createBridge(); absent in a bare browser. */
    storefront?: Storefront;
  }
}

export {};
