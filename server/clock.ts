/** The store's clock: real time plus an offset tests can push forward (token and session expiry). */
export function createClock(): { now: () => Date; advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
