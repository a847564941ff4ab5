import { describe, expect, it } from 'vitest';
import { BatchedRead } from './batched-read';

/** A `readMany` whose statements the test answers one by one, recording the keys each was sent with. */
function controlledReads() {
  const sent: {
    keys: string[];
    answer: (values: Record<string, number>) => void;
    fail: (e: Error) => void;
  }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      sent.push({
        keys,
        answer: (values) => resolve(new Map(Object.entries(values))),
        fail: reject,
      });
    });
  return { sent, readMany };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedRead', () => {
  it('should send a lone read at once, and the reads asked meanwhile together in the next statement', async () => {
    const { sent, readMany } = controlledReads();
    const reads = new BatchedRead(readMany, 1);
    const first = reads.read('a');
    expect(sent.map((s) => s.keys)).toEqual([['a']]);
    const waiting = [reads.read('b'), reads.read('c'), reads.read('b')];
    expect(sent).toHaveLength(1);
    sent[0]?.answer({ a: 1 });
    expect(await first).toBe(1);
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b', 'c']]);
    sent[1]?.answer({ b: 2 });
    // A key without a row answers undefined; the same key asked twice shares one value.
    expect(await Promise.all(waiting)).toEqual([2, undefined, 2]);
  });

  it('should never answer a read from a statement sent before it was asked', async () => {
    const { sent, readMany } = controlledReads();
    const reads = new BatchedRead(readMany, 1);
    const before = reads.read('a');
    // Asked while the first statement is on its way: the database may have changed since it was sent.
    const after = reads.read('a');
    sent[0]?.answer({ a: 1 });
    expect(await before).toBe(1);
    await tick();
    expect(sent).toHaveLength(2);
    sent[1]?.answer({ a: 2 });
    expect(await after).toBe(2);
  });

  it('should keep at most maxInFlight statements on their way and at most maxKeys keys in one', async () => {
    const { sent, readMany } = controlledReads();
    const reads = new BatchedRead(readMany, 2, 3);
    const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => reads.read(key));
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b']]);
    sent[0]?.answer({});
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    sent[1]?.answer({});
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e'], ['f', 'g']]);
    sent[2]?.answer({});
    sent[3]?.answer({ g: 7 });
    expect(await Promise.all(all)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      7,
    ]);
  });

  it('should fail the reads of a failed statement only, and go on with the next', async () => {
    const { sent, readMany } = controlledReads();
    const reads = new BatchedRead(readMany, 1);
    const failed = reads.read('a');
    const next = reads.read('b');
    sent[0]?.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    sent[1]?.answer({ b: 2 });
    expect(await next).toBe(2);
  });

  it('should fail the reads when readMany throws before its statement is sent', async () => {
    const reads = new BatchedRead<string, number>(() => {
      throw new Error('no pool');
    });
    await expect(reads.read('a')).rejects.toThrow('no pool');
  });
});
