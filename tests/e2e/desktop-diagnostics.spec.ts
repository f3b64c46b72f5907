import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './harness';
import { DEMO, logIn } from './commerce-helpers';

test('Export diagnostics in Settings saves one zip with nothing that names or signs in the buyer', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page);
  await app.goto('/settings');
  await page.getByRole('button', { name: 'Export diagnostics' }).click();
  await expect(page.getByText('Diagnostics saved.')).toBeVisible();
  const zip = app.savedFiles.at(-1)!;
  expect(zip).toMatch(/wholesale-desk-diagnostics-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(readFileSync(zip));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['about.json', 'settings.json', 'connectivity.json', 'logs/main.log']));
  const text = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
  expect(text).not.toContain(DEMO.email);
  expect(text).not.toMatch(/"jar":\s*"(?!\[redacted\])/);
});
