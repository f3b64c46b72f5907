/** The journey bench (journey.ts) as rows of `npm run bench`, and its own table of medians. */
import { JOURNEY_STEPS, measureJourney, type JourneyStep } from './journey';
import { median, ms } from './stats';

export interface BenchRow {
  what: string;
  figure: string;
  goal: string;
  met: boolean;
}

/** Boot has nothing of the store's to wait for but the boot calls, and a window to draw. */
const goalOf = (step: JourneyStep): number => (step === 'boot to login form' ? 150 : 100);

export async function journeyRows(runs: number): Promise<BenchRow[]> {
  const figures = await measureJourney(runs);
  const rows: BenchRow[] = [];
  const table: string[] = [];
  let worst = { step: '', over: Number.NEGATIVE_INFINITY };
  for (const step of JOURNEY_STEPS) {
    const samples = figures[step];
    const app = median(samples.map((s) => s.appMs));
    const http = median(samples.map((s) => s.httpMs));
    const over = median(samples.map((s) => s.appMs - s.httpMs));
    if (over > worst.over) worst = { step, over };
    table.push(`  ${step.padEnd(30)} ${ms(app, 0).padStart(9)} ${ms(http, 0).padStart(9)} ${ms(over, 0).padStart(9)}   ${[...new Set(samples[0]?.calls ?? [])].join(', ')}`);
    rows.push({ what: `(e) ${step}: app minus plain HTTP`, figure: ms(over, 0), goal: `<= ${goalOf(step)} ms`, met: over <= goalOf(step) });
  }
  console.log(`  ${'step'.padEnd(30)} ${'app'.padStart(9)} ${'HTTP'.padStart(9)} ${'over'.padStart(9)}   store calls of the step (first run)`);
  for (const line of table) console.log(line);
  console.log(`  worst: ${worst.step}, ${ms(worst.over, 0)} over plain HTTP (medians of ${runs} runs)`);
  return rows;
}
