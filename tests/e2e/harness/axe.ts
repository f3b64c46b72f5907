import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

let source: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's target size of 24 x 24 px among them: a rule
 * axe leaves off unless its tag is asked for), with axe's best practices as before.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page and returns its serious and critical violations as readable lines
 * (`expect(await axeSerious(page)).toEqual([])`). The script is evaluated through the debugger
 * protocol because the page's CSP rightly refuses an inline <script>.
 */
export async function axeSerious(page: Page): Promise<string[]> {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, AXE_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}): ${v.targets.join(', ')}`);
}
