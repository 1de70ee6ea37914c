import { SendPace } from './send-pace.js';

describe('SendPace', () => {
  const clock = () => {
    let now = 1_000;
    const slept: number[] = [];
    return {
      now: () => now,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
      pass: (ms: number) => (now += ms),
      slept,
    };
  };

  it('lets the first message of a quiet spell go at once', async () => {
    const c = clock();
    const pace = new SendPace(25, c.now, c.sleep);
    await pace.turn();
    c.pass(100);
    await pace.turn();
    expect(c.slept).toEqual([]);
  });

  it('spaces a burst one interval apart', async () => {
    const c = clock();
    const pace = new SendPace(25, c.now, c.sleep);
    for (let i = 0; i < 4; i++) await pace.turn();
    expect(c.slept).toEqual([25, 25, 25]);
  });

  it('counts the time spent between messages', async () => {
    const c = clock();
    const pace = new SendPace(25, c.now, c.sleep);
    await pace.turn();
    c.pass(10);
    await pace.turn();
    expect(c.slept).toEqual([15]);
  });
});
