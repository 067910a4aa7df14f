import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { passLagSeconds, runEvery } from './run-every.ts';

const quiet = Fastify().log;

/** Whether something accepts connections on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('runEvery', () => {
  it('records when each pass starts and counts the failed ones', async () => {
    const app = Fastify();
    let passes = 0;
    const times = runEvery(app, {
      seconds: 0.02,
      name: 'test',
      log: quiet,
      pass: async () => {
        passes += 1;
        if (passes % 2 === 0) throw new Error('every second pass fails');
      },
      onReport: () => {},
    });
    expect(times.lastStartedAt).toBeNull();
    const before = Date.now();
    await app.ready();
    await expect.poll(() => passes).toBeGreaterThanOrEqual(4);
    await app.close();
    expect(times.lastStartedAt).toBeGreaterThanOrEqual(before);
    expect(times.failures).toBe(Math.floor(passes / 2));
  });

  it('on close stops the listener first, then lets the pass in progress finish before the database closes', async () => {
    const app = Fastify();
    const events: string[] = [];
    // Registered first, as the database plugin is: its onClose runs last.
    app.addHook('onClose', async () => void events.push('database closed'));
    let release!: () => void;
    runEvery(app, {
      seconds: 60,
      name: 'test',
      log: quiet,
      pass: () =>
        new Promise<void>((resolve) => {
          events.push('pass started');
          release = () => {
            events.push('pass finished');
            resolve();
          };
        }),
      onReport: () => {},
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as net.AddressInfo).port;
    expect(events).toEqual(['pass started']);
    expect(await accepts(port)).toBe(true);

    const closed = app.close();
    // The pass still runs, and the port is already closed: nothing holds the listener open.
    await expect.poll(() => accepts(port)).toBe(false);
    expect(events).toEqual(['pass started']);
    release();
    await closed;
    expect(events).toEqual(['pass started', 'pass finished', 'database closed']);
  });
});

describe('passLagSeconds', () => {
  const times = { seconds: 5, since: 1_000_000, lastStartedAt: null, failures: 0 };
  it('is 0 while passes keep their interval and grows by how far the next one is overdue', () => {
    expect(passLagSeconds({ ...times, lastStartedAt: 1_000_000 }, 1_004_000)).toBe(0);
    expect(passLagSeconds({ ...times, lastStartedAt: 1_000_000 }, 1_005_000)).toBe(0);
    expect(passLagSeconds({ ...times, lastStartedAt: 1_000_000 }, 1_012_500)).toBe(7.5);
  });
  it('counts from the set-up before the first pass', () => {
    expect(passLagSeconds(times, 1_008_000)).toBe(3);
  });
});
