import { chromium } from 'playwright-core';
import { findBrowser, machineProbe } from './findBrowser';

const playwrightChromium = () => {
  try {
    return chromium.executablePath();
  } catch {
    return null; // Playwright's browsers were never registered on this machine
  }
};

/**
 * The browser for this machine, or a one-line error saying how to get one. playwright.config.ts
 * calls it before any test runs (and exports CHROMIUM_PATH for the workers); the harness too.
 */
export function chromiumPath(): string {
  const found = findBrowser(machineProbe(playwrightChromium));
  if (!found.ok) throw new Error(found.message);
  return found.path;
}
