import { jest } from '@jest/globals';
import { gatherPerTurn } from './gather-per-turn.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('gatherPerTurn', () => {
  it('answers the calls of one turn with one batch, each with its own answer', async () => {
    const many = jest.fn(async (requests: number[]) => requests.map((n) => n * 10));
    const one = gatherPerTurn(many);
    const answers = await Promise.all([one(1), one(2), one(3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(many).toHaveBeenCalledTimes(1);
    expect(many).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('sends a call of a later turn in a batch of its own, never joining one in flight', async () => {
    let release: () => void = () => {};
    const many = jest.fn((requests: string[]) => new Promise<string[]>((resolve) => (release = () => resolve(requests))));
    const one = gatherPerTurn(many);
    const first = one('a');
    await nextTurn(); // the first batch is in flight
    const second = one('b');
    await nextTurn();
    expect(many.mock.calls).toEqual([[['a']], [['b']]]);
    release();
    expect(await second).toBe('b');
    expect(many).toHaveBeenCalledTimes(2);
    void first;
  });

  it('fails every call of a failing batch, and the next turn starts afresh', async () => {
    let fail = true;
    const one = gatherPerTurn(async (requests: number[]) => {
      if (fail) throw new Error('down');
      return requests;
    });
    const results = await Promise.allSettled([one(1), one(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await one(3)).toBe(3);
  });
});
