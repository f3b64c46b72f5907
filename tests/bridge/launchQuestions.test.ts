import { describe, expect, it } from 'vitest';
import { askLaunchQuestionsEarly, LAUNCH_QUESTIONS } from '../../contract/launchQuestions';
import type { Channel } from '../../contract/contract';

function recorder() {
  const invoked: Channel[] = [];
  let n = 0;
  const invoke = async (channel: Channel) => {
    invoked.push(channel);
    n += 1;
    return { ok: true, data: { answer: n } };
  };
  return { invoke, invoked };
}

describe('askLaunchQuestionsEarly', () => {
  it('asks the launch questions at once, before the page calls anything', () => {
    const { invoke, invoked } = recorder();
    askLaunchQuestionsEarly(invoke);
    expect(invoked).toEqual([...LAUNCH_QUESTIONS]);
  });

  it("hands each question's early answer to the page's first call, without asking again", async () => {
    const { invoke, invoked } = recorder();
    const page = askLaunchQuestionsEarly(invoke);
    expect(await page('app:takeLaunchPath', {})).toEqual({ ok: true, data: { answer: 2 } });
    expect(await page('app:getStoreUrl', {})).toEqual({ ok: true, data: { answer: 1 } });
    expect(invoked).toEqual([...LAUNCH_QUESTIONS]);
  });

  it('sends later calls of the same question, and every other call, to the main process', async () => {
    const { invoke, invoked } = recorder();
    const page = askLaunchQuestionsEarly(invoke);
    await page('app:getStoreUrl', {});
    expect(await page('app:getStoreUrl', {})).toEqual({ ok: true, data: { answer: LAUNCH_QUESTIONS.length + 1 } });
    await page('shop:global', {});
    expect(invoked.slice(LAUNCH_QUESTIONS.length)).toEqual(['app:getStoreUrl', 'shop:global']);
  });

  it('passes a failed early answer to the call that takes it, and leaves none unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const page = askLaunchQuestionsEarly(async () => {
        throw new Error('main process gone');
      });
      await expect(page('app:takeNotices', {})).rejects.toThrow('main process gone');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
