import { describe, expect, it } from 'vitest';
import { RenderAbandoned, RendersBusy, RenderScheduler } from './render-scheduler';

/** A render that ends when told to, recording its start. */
function controlled(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    render: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => {
      finish();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RenderScheduler', () => {
  it('runs one render per owner at a time, and gives a freed slot to the owner served longest ago', async () => {
    const scheduler = new RenderScheduler(2);
    const log: string[] = [];
    const a1 = controlled(log, 'a1');
    const a2 = controlled(log, 'a2');
    const a3 = controlled(log, 'a3');
    const b1 = controlled(log, 'b1');
    const c1 = controlled(log, 'c1');
    const runs = [
      scheduler.run('a', a1.render),
      scheduler.run('a', a2.render),
      scheduler.run('a', a3.render),
      scheduler.run('b', b1.render),
      scheduler.run('c', c1.render),
    ];
    await tick();
    expect(log).toEqual(['a1', 'b1']); // a's others wait; c waits for a slot
    a1.finish();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'c1']); // c was never served: before a's second
    b1.finish();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2']);
    c1.finish();
    a2.finish();
    await tick();
    a3.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });

  it('refuses past four waiting renders of one owner, and skips a render whose request went away', async () => {
    const scheduler = new RenderScheduler(1);
    const log: string[] = [];
    const first = controlled(log, 'first');
    const running = scheduler.run('a', first.render);
    const waiting = [1, 2, 3, 4].map((index) =>
      scheduler.run(
        'a',
        async () => Promise.resolve(`w${index}`),
        () => index === 1,
      ),
    );
    await expect(scheduler.run('a', async () => Promise.resolve('late'))).rejects.toBeInstanceOf(
      RendersBusy,
    );
    first.finish();
    await running;
    await expect(waiting[0]).rejects.toBeInstanceOf(RenderAbandoned);
    expect(await Promise.all(waiting.slice(1))).toEqual(['w2', 'w3', 'w4']);
  });
});
