/**
 * Sends the cart's quantities on their own: a change waits `delayMs` after the
 * last one, then goes to the store; one request at a time, and changes made meanwhile are coalesced
 * into the next request, which carries only the latest value. A failed send is kept as failed
 * (nothing is retried on its own) until the next change or `flush`, which sends at once.
 */
export interface SendQueueOptions<T> {
  delayMs: number;
  /** Sends one value; true when the store saved it. */
  send: (value: T) => Promise<boolean>;
  /** Told whenever pending/sending/failed change, e.g. to repaint. */
  onState?: (state: SendQueueState) => void;
}

export interface SendQueueState {
  /** A change waits for its turn (the debounce, or a request in flight). */
  pending: boolean;
  sending: boolean;
  /** The last send failed and nothing has been sent since. */
  failed: boolean;
}

export class SendQueue<T> {
  private latest: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<boolean> | null = null;
  private failed = false;
  private sending = false;
  private stopped = false;

  constructor(private readonly options: SendQueueOptions<T>) {}

  get state(): SendQueueState {
    return { pending: this.latest !== null, sending: this.sending, failed: this.failed };
  }

  /** A change: sent `delayMs` after the last one, or with the next request if one is in flight. */
  push(value: T): void {
    if (this.stopped) return;
    this.latest = { value };
    this.failed = false;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, this.options.delayMs);
    this.notify();
  }

  /**
   * Sends what waits now (no debounce) and resolves once everything pushed so far is saved (true) or
   * a send failed (false). A failed value is sent again.
   */
  flush(retry?: T): Promise<boolean> {
    this.clearTimer();
    if (this.latest === null && this.failed && retry !== undefined) this.latest = { value: retry };
    return this.drain();
  }

  /**
   * Resolves once no request is out (a waiting change is not sent for it): what the store said to
   * the request in flight is known by then.
   */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Forgets a waiting change (the screen is gone); a request in flight finishes on its own. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.latest = null;
  }

  private drain(): Promise<boolean> {
    if (this.running) return this.running;
    if (this.latest === null) return Promise.resolve(!this.failed);
    const run = this.run().finally(() => {
      this.running = null;
      this.notify();
    });
    this.running = run;
    return run;
  }

  private async run(): Promise<boolean> {
    while (this.latest !== null && !this.stopped) {
      const { value } = this.latest;
      this.latest = null;
      this.sending = true;
      this.notify();
      let ok: boolean;
      try {
        ok = await this.options.send(value);
      } catch {
        ok = false;
      }
      this.sending = false;
      if (!ok) {
        // A later change (already pushed) waits for its own timer; this one stays unsaved.
        this.failed = this.latest === null;
        return false;
      }
      this.failed = false;
    }
    return true;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private notify(): void {
    this.options.onState?.(this.state);
  }
}
