import { describe, expect, it } from 'vitest';
import { createWedgeDetector, type WedgeSignal } from '../../../../renderer/src/components/scan/wedgeDetector';

/** Feeds `text` one key each `gap` ms from `at`, then `end` after `endGap`; answers every signal. */
function keys(text: string, gap: number, end = 'Enter', endGap = gap, at = 1000, thresholds?: { minLength: number; maxGapMs: number }) {
  const detector = createWedgeDetector(thresholds);
  const signals: WedgeSignal[] = [];
  let time = at;
  for (const key of text) {
    signals.push(detector.feed({ key, time }));
    time += gap;
  }
  signals.push(detector.feed({ key: end, time: time - gap + endGap }));
  return signals;
}
const scans = (signals: WedgeSignal[]) => signals.filter((s) => s?.kind === 'scan').map((s) => (s as { code: string }).code);

describe('telling a barcode scanner from typing', () => {
  it.each([5, 10, 15, 30])('takes a burst %i ms apart that ends in Enter or Tab for a scan', (gap) => {
    expect(scans(keys('4006381333931', gap))).toEqual(['4006381333931']);
    expect(scans(keys('HB-M6-20', gap, 'Tab'))).toEqual(['HB-M6-20']);
  });

  it.each([120, 80, 31])('never takes keys %i ms apart for a scan, however long and however quick the Enter', (gap) => {
    expect(scans(keys('4006381333931', gap))).toEqual([]);
    expect(scans(keys('4006381333931', gap, 'Enter', 5))).toEqual([]);
  });

  it('wants at least the shortest code, and an Enter as quick as the keys', () => {
    expect(scans(keys('123', 10))).toEqual([]);
    expect(scans(keys('1234', 10))).toEqual(['1234']);
    expect(scans(keys('12345678', 10, 'Enter', 200))).toEqual([]);
    expect(scans(keys('123', 10, 'Enter', 10, 0, { minLength: 3, maxGapMs: 30 }))).toEqual(['123']);
  });

  it('says where each burst starts, so the field can be put back as it was before it', () => {
    const signals = keys('ab', 120).concat();
    expect(signals.slice(0, 2)).toEqual([{ kind: 'start' }, { kind: 'start' }]);
    expect(keys('abcd', 10).slice(0, 4)).toEqual([{ kind: 'start' }, null, null, null]);
  });

  it('starts again after a pause, so typed text before a scan is not part of its code', () => {
    const detector = createWedgeDetector();
    for (const [i, key] of [...'12'].entries()) detector.feed({ key, time: i * 150 });
    const at = 1000;
    for (const [i, key] of [...'ABCDE'].entries()) detector.feed({ key, time: at + i * 8 });
    expect(detector.feed({ key: 'Enter', time: at + 40 })).toEqual({ kind: 'scan', code: 'ABCDE' });
  });

  it('lets Shift between characters pass (capitals), and breaks the burst on a shortcut or another key', () => {
    const detector = createWedgeDetector();
    let time = 0;
    for (const key of ['Shift', 'A', 'Shift', 'B', '1', '2']) detector.feed({ key, time: (time += 5) });
    expect(detector.feed({ key: 'Enter', time: (time += 5) })).toEqual({ kind: 'scan', code: 'AB12' });
    for (const key of ['A', 'B', 'C']) detector.feed({ key, time: (time += 5) });
    detector.feed({ key: 'v', time: (time += 5), modified: true });
    expect(detector.feed({ key: 'Enter', time: (time += 5) })).toBeNull();
    for (const key of ['A', 'B', 'C', 'ArrowLeft', 'D']) detector.feed({ key, time: (time += 5) });
    expect(detector.feed({ key: 'Enter', time: time + 5 })).toBeNull();
  });
});

describe('a scanner slowed by a busy machine', () => {
  const feedAll = (detector: ReturnType<typeof createWedgeDetector>, text: string, gaps: number[], at: number) => {
    let time = at;
    for (const [i, key] of [...text].entries()) {
      time += i === 0 ? 0 : gaps[i % gaps.length]!;
      detector.feed({ key, time });
    }
    return detector.feed({ key: 'Enter', time: time + gaps[0]! });
  };

  it('answers a burst 40-70 ms apart as loose, a code for a quantity box, and hand typing as nothing', () => {
    expect(feedAll(createWedgeDetector(), 'FAS-0001-01', [40, 55, 70, 62], 0)).toEqual({ kind: 'loose', code: 'FAS-0001-01' });
    expect(feedAll(createWedgeDetector(), 'FAS-0001-01', [80, 120], 0)).toBeNull();
  });

  it("learns the scanner's pace from the good scans, so its next ones are scans anywhere", () => {
    const detector = createWedgeDetector();
    expect(feedAll(detector, '4006381333931', [45, 50], 0)).toEqual({ kind: 'loose', code: '4006381333931' });
    detector.learn();
    expect(feedAll(detector, '4006381333931', [48, 55], 10_000)).toEqual({ kind: 'scan', code: '4006381333931' });
    // Never as slow as a hand, however slow the scans it learned from.
    for (let i = 0; i < 5; i += 1) {
      feedAll(detector, '4006381333931', [74], 20_000 + i * 5_000);
      detector.learn();
    }
    expect(feedAll(detector, '4006381333931', [80], 60_000)).toBeNull();
  });
});
