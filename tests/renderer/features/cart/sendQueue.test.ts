import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendQueue } from '../../../../renderer/src/features/cart/sendQueue';

/** A send the test answers by hand, one request at a time. */
function controlledSend() {
  const sent: number[] = [];
  const answers: Array<(ok: boolean) => void> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = (value: number) =>
    new Promise<boolean>((resolve) => {
      sent.push(value);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      answers.push((ok) => {
        inFlight -= 1;
        resolve(ok);
      });
    });
  const answer = async (ok = true) => {
    const next = answers.shift();
    if (!next) throw new Error('no request in flight');
    next(ok);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, send, answer, mostInFlight: () => mostInFlight };
}

describe('SendQueue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits for the typing to pause, then sends only the last value', async () => {
    const io = controlledSend();
    const queue = new SendQueue({ delayMs: 600, send: io.send });
    queue.push(1);
    await vi.advanceTimersByTimeAsync(400);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(400);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(599);
    expect(io.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(io.sent).toEqual([3]);
    await io.answer();
    expect(queue.state).toEqual({ pending: false, sending: false, failed: false });
  });

  it('sends one request at a time and coalesces the changes made meanwhile into the next', async () => {
    const io = controlledSend();
    const queue = new SendQueue({ delayMs: 600, send: io.send });
    queue.push(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(io.sent).toEqual([1]);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(600);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(600);
    expect(io.sent).toEqual([1]);
    await io.answer();
    expect(io.sent).toEqual([1, 3]);
    await io.answer();
    expect(io.mostInFlight()).toBe(1);
    expect(queue.state.pending).toBe(false);
  });

  it('flush sends at once and resolves when everything is saved', async () => {
    const io = controlledSend();
    const queue = new SendQueue({ delayMs: 600, send: io.send });
    queue.push(5);
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(io.sent).toEqual([5]);
    let done: boolean | undefined;
    void flushed.then((ok) => (done = ok));
    await io.answer();
    expect(done).toBe(true);
    // Nothing waits: a flush resolves at once without a request.
    await expect(queue.flush()).resolves.toBe(true);
    expect(io.sent).toEqual([5]);
  });

  it('flush during a request waits for it and for the change made meanwhile', async () => {
    const io = controlledSend();
    const queue = new SendQueue({ delayMs: 600, send: io.send });
    queue.push(1);
    await vi.advanceTimersByTimeAsync(600);
    queue.push(2);
    let done: boolean | undefined;
    void queue.flush().then((ok) => (done = ok));
    await io.answer();
    expect(done).toBeUndefined();
    expect(io.sent).toEqual([1, 2]);
    await io.answer();
    expect(done).toBe(true);
  });

  it('a failed send stays failed, is not retried on its own, and flush sends it again', async () => {
    const io = controlledSend();
    const states: boolean[] = [];
    const queue = new SendQueue({ delayMs: 600, send: io.send, onState: (s) => states.push(s.failed) });
    queue.push(4);
    await vi.advanceTimersByTimeAsync(600);
    await io.answer(false);
    expect(queue.state).toEqual({ pending: false, sending: false, failed: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(io.sent).toEqual([4]);
    await expect(queue.flush()).resolves.toBe(false);
    const retried = queue.flush(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(io.sent).toEqual([4, 4]);
    await io.answer(true);
    await expect(retried).resolves.toBe(true);
    expect(queue.state.failed).toBe(false);
    expect(states).toContain(true);
  });

  it('a send that throws counts as failed', async () => {
    const queue = new SendQueue<number>({ delayMs: 10, send: () => Promise.reject(new Error('gone')) });
    queue.push(1);
    await expect(queue.flush()).resolves.toBe(false);
    expect(queue.state.failed).toBe(true);
  });

  it('stop forgets the change that waits', async () => {
    const io = controlledSend();
    const queue = new SendQueue({ delayMs: 600, send: io.send });
    queue.push(1);
    queue.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(io.sent).toEqual([]);
  });
});
