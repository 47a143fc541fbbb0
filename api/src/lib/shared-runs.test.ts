import { describe, expect, it } from '@jest/globals';
import { SharedRuns } from './shared-runs';

/** A read that ends when the test says so, counting how many times it started. */
function controlledRead() {
  const runs: Array<{ finish: (value: number) => void; fail: (error: Error) => void }> = [];
  const read = () =>
    new Promise<number>((finish, fail) => {
      runs.push({ finish, fail });
    });
  return { runs, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedRuns', () => {
  it('gives callers who ask in the same turn one run', async () => {
    const shared = new SharedRuns<number>();
    const { runs, read } = controlledRead();
    const answers = Promise.all([shared.run('zh-cn', read), shared.run('zh-cn', read), shared.run('zh-cn', read)]);
    await tick();
    expect(runs).toHaveLength(1);
    runs[0]!.finish(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('answers a caller who arrives during a run from the next run, one for all who arrived meanwhile, and never two at once', async () => {
    const shared = new SharedRuns<number>();
    const { runs, read } = controlledRead();
    const first = shared.run('zh-cn', read);
    await tick();
    const late = [shared.run('zh-cn', read), shared.run('zh-cn', read)];
    await tick();
    // The next run waits for the one under way: it may have read before the late callers' writes.
    expect(runs).toHaveLength(1);
    runs[0]!.finish(1);
    expect(await first).toBe(1);
    await tick();
    expect(runs).toHaveLength(2);
    // A caller arriving now waits for a third run, after the second.
    const later = shared.run('zh-cn', read);
    runs[1]!.finish(2);
    expect(await Promise.all(late)).toEqual([2, 2]);
    await tick();
    expect(runs).toHaveLength(3);
    runs[2]!.finish(3);
    expect(await later).toBe(3);
  });

  it('keeps nothing once a run has ended: a caller alone gets a run of its own', async () => {
    const shared = new SharedRuns<number>();
    let reads = 0;
    const read = async () => (reads += 1);
    expect(await shared.run('zh-cn', read)).toBe(1);
    expect(await shared.run('zh-cn', read)).toBe(2);
  });

  it('runs different keys side by side', async () => {
    const shared = new SharedRuns<number>();
    const { runs, read } = controlledRead();
    const chinese = shared.run('zh-cn', read);
    const english = shared.run('en-us', read);
    await tick();
    expect(runs).toHaveLength(2);
    runs[0]!.finish(1);
    runs[1]!.finish(2);
    expect([await chinese, await english]).toEqual([1, 2]);
  });

  it('hands a failed run to everyone who shared it, and the next caller starts afresh', async () => {
    const shared = new SharedRuns<number>();
    const { runs, read } = controlledRead();
    const both = [shared.run('zh-cn', read), shared.run('zh-cn', read)];
    await tick();
    runs[0]!.fail(new Error('connection lost'));
    for (const answer of both) await expect(answer).rejects.toThrow('connection lost');
    const again = shared.run('zh-cn', read);
    await tick();
    expect(runs).toHaveLength(2);
    runs[1]!.finish(5);
    expect(await again).toBe(5);
  });

  it('runs the next read even when the one before it failed', async () => {
    const shared = new SharedRuns<number>();
    const { runs, read } = controlledRead();
    const first = shared.run('zh-cn', read);
    await tick();
    const late = shared.run('zh-cn', read);
    runs[0]!.fail(new Error('timeout'));
    await expect(first).rejects.toThrow('timeout');
    await tick();
    runs[1]!.finish(9);
    expect(await late).toBe(9);
  });
});
