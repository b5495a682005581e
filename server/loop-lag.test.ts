/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { markArrival, REFUSE_WITHIN_MS, waitLeft, watchLoopLag } from './loop-lag.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the event loop lag', () => {
  it('reads how long the loop was held, then fades once it runs freely again', async () => {
    const lag = watchLoopLag();
    try {
      await sleep(100);
      expect(lag.ms()).toBeLessThan(50);
      const until = Date.now() + 200;
      while (Date.now() < until); // the loop held for 200 ms
      await sleep(30);
      expect(lag.ms()).toBeGreaterThan(150);
      await sleep(600);
      expect(lag.ms()).toBeLessThan(20);
    } finally {
      lag.stop();
    }
  });

  it('leaves a request what is left of its second since it arrived, less twice the lag', async () => {
    expect(REFUSE_WITHIN_MS).toBeLessThan(1000);
    // Not noted: counted from now.
    expect(waitLeft(undefined, 750, 0)).toBe(Math.min(750, REFUSE_WITHIN_MS));
    expect(waitLeft(undefined, 750, 100)).toBe(Math.min(750, REFUSE_WITHIN_MS - 200));
    expect(waitLeft(undefined, 750, 450)).toBe(0);
    const req = {} as IncomingMessage;
    markArrival(req);
    await sleep(300);
    const left = waitLeft(req, 750, 50);
    expect(left).toBeGreaterThan(REFUSE_WITHIN_MS - 300 - 100 - 60);
    // A timer may fire up to a millisecond early by performance.now()'s clock (libuv's loop time is in
    // whole milliseconds): once in a run, 400.09 was left here.
    expect(left).toBeLessThanOrEqual(REFUSE_WITHIN_MS - 300 - 100 + 1);
  });
});
