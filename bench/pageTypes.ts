/**
 * The few browser objects the bench's in-page code touches. The Node tsconfig has no DOM lib
 * (on purpose: nothing in Node may use it), so page functions cast globalThis to this.
 */
export interface PageNode {
  parentElement: PageElement | null;
}
export interface PageElement extends PageNode {
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): unknown;
  dispatchEvent(event: unknown): boolean;
}
export interface PageGlobals {
  location: { hash: string };
  document: {
    body: PageElement & { offsetHeight: number };
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): ArrayLike<PageElement>;
  };
  Element: abstract new () => PageElement;
  Event: new (type: string, init?: { bubbles?: boolean }) => unknown;
  HTMLInputElement: { prototype: object };
  MutationObserver: new (callback: (records: { type: string; target: PageNode; attributeName: string | null; oldValue: string | null }[]) => void) => {
    observe(target: PageElement, options: Record<string, boolean>): void;
    disconnect(): void;
  };
  PerformanceObserver: new (callback: (list: { getEntries(): { duration: number }[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
    disconnect(): void;
  };
  MessageChannel: new () => { port1: { onmessage: (() => void) | null }; port2: { postMessage(value: unknown): void } };
  requestAnimationFrame(callback: () => void): number;
}
