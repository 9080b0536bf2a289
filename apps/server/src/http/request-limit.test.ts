import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { limitRequestsPerIp } from './request-limit.ts';

describe('requests per address', () => {
  it('serves exactly the limit when a burst is released in one tick by an earlier hook', async () => {
    const app = Fastify();
    let arrived = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Stands for the session lookup: a burst of requests waiting on it resumes together.
    app.addHook('onRequest', async () => {
      arrived += 1;
      if (arrived === 40) release();
      await gate;
    });
    await limitRequestsPerIp(app, 20);
    app.get('/', async () => 'ok');
    const answers = await Promise.all(Array.from({ length: 40 }, () => app.inject({ url: '/' })));
    const served = answers.filter((answer) => answer.statusCode === 200).length;
    expect({ served, refused: answers.length - served }).toEqual({ served: 20, refused: 20 });
    await app.close();
  });
});
