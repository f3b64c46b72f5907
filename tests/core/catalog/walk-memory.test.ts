import { describe, expect, it, vi } from 'vitest';

const flags: string[] = [];
vi.mock('node:v8', () => ({ setFlagsFromString: (flag: string) => flags.push(flag) }));

const { holdWalkMemory } = await import('../../../electron/core/catalog/walk-memory');

describe("the walk's memory setting", () => {
  it('favours size while any walk runs, and is put back once the last one ends (once, however often released)', () => {
    const first = holdWalkMemory();
    const second = holdWalkMemory();
    expect(flags).toEqual(['--optimize-for-size']);
    first();
    first();
    expect(flags).toEqual(['--optimize-for-size']);
    second();
    expect(flags).toEqual(['--optimize-for-size', '--no-optimize-for-size']);
    holdWalkMemory()();
    expect(flags).toEqual(['--optimize-for-size', '--no-optimize-for-size', '--optimize-for-size', '--no-optimize-for-size']);
  });
});
