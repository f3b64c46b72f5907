import { describe, expect, it } from 'vitest';
import { createBridge } from '../../contract/bridge';

/** Files as a drop hands them over; only those in `paths` came from the desktop. */
const file = (name: string) => ({ name });

function bridgeWith(paths: Map<object, string>) {
  const invoked: Array<[string, unknown]> = [];
  const bridge = createBridge(
    async (channel, input) => {
      invoked.push([channel, input]);
      return { ok: true, data: { files: [{ id: 'f1', name: 'po.pdf', size: 3 }], refused: [{ name: 'big.pdf', message: 'big.pdf is larger than 1 MB.' }] } };
    },
    () => () => undefined,
    (dropped) => paths.get(dropped) ?? '',
  );
  return { bridge, invoked };
}

describe('storefront.files.dropped', () => {
  it('sends only the paths the preload found, and names files without one', async () => {
    const po = file('po.pdf');
    const big = file('big.pdf');
    const forged = file('forged.pdf');
    const { bridge, invoked } = bridgeWith(new Map([[po, '/home/dee/po.pdf'], [big, '/home/dee/big.pdf']]));
    const answer = await bridge.files.dropped([po, forged, big]);
    expect(invoked).toEqual([['files:dropped', { paths: ['/home/dee/po.pdf', '/home/dee/big.pdf'] }]]);
    expect(answer).toEqual({
      ok: true,
      data: {
        files: [{ id: 'f1', name: 'po.pdf', size: 3 }],
        refused: [
          { name: 'forged.pdf', message: 'forged.pdf cannot be attached: only files dropped from this computer can be.' },
          { name: 'big.pdf', message: 'big.pdf is larger than 1 MB.' },
        ],
      },
    });
  });

  it('never calls the main process for files made by page script, nor takes a path from the page', async () => {
    const { bridge, invoked } = bridgeWith(new Map());
    const answer = await bridge.files.dropped([file('a.pdf'), { name: '/etc/passwd', path: '/etc/passwd' } as { name: string }]);
    expect(invoked).toEqual([]);
    expect(answer).toMatchObject({ ok: true, data: { files: [], refused: [{ name: 'a.pdf' }, { name: '/etc/passwd' }] } });
  });
});
