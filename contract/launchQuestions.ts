import type { Invoke } from './bridge';
import type { Channel } from './contract';

/**
 * The launch's questions: which store, the path the app was opened on (or the last screen of the
 * run before), the notices owed, the language (the first paint waits for its words). The first
 * screen waits for their answers, so the preload asks them as it runs, while the page's own code is
 * still loading and compiling, and the page's first call of each takes that answer. Later calls go
 * to the main process as usual. None of them takes an input, and none can change between the
 * preload and the page's first call: only the page itself sets the store.
 */
export const LAUNCH_QUESTIONS = ['app:getStoreUrl', 'app:takeLaunchPath', 'app:lastScreen', 'app:takeNotices', 'language:get'] as const satisfies readonly Channel[];

export function askLaunchQuestionsEarly(invoke: Invoke): Invoke {
  const early = new Map<Channel, Promise<unknown>>();
  for (const channel of LAUNCH_QUESTIONS) {
    const answer = invoke(channel, {});
    // Whoever takes it sees a failure; one never taken must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    early.set(channel, answer);
  }
  return (channel, input) => {
    const answer = early.get(channel);
    if (!answer) return invoke(channel, input);
    early.delete(channel);
    return answer;
  };
}
