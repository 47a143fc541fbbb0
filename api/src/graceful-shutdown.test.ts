import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it, jest } from '@jest/globals';
import WebSocket from 'ws';
import { shutDownGracefully } from './graceful-shutdown';
import { createTestApp } from './testing/test-app';

type Answer = { status: number; connection: string | undefined; body: string };

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

/** A POST whose body arrives in two parts: `finish()` sends the rest and resolves with the raw answer. */
async function halfSentPost(port: number, path: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let raw = '';
  socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(raw)));
  const half = Math.floor(body.length / 2);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
  return {
    finish: () => {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('the shutdown of a node', () => {
  it('refuses new connections, finishes what is in flight, serves idle kept-alive connections once more, and hands sockets back 1012', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A kept-alive connection, idle in the agent's pool when the shutdown starts.
      expect((await get(agent, port, '/homeapi/common/init')).connection).toBe('keep-alive');
      const inFlight = await halfSentPost(port, '/homeapi/user/login', JSON.stringify({ type: 'password', account: 'demo', password: 'demo1234' }));
      const socket = new WebSocket(`ws://127.0.0.1:${port}/homeapi/service/socket`);
      await new Promise((resolve) => socket.once('open', resolve));
      const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

      const jobs = { stop: jest.fn(() => Promise.resolve()) };
      const closeDatabase = jest.fn(() => t.connection.close());
      const exit = jest.fn();
      const shutdown = shutDownGracefully({ app: t.app, lifecycle: t.app.lifecycle, jobs, closeDatabase }, { exit, drainCapMs: 10_000 });

      expect(await socketClosed).toBe(1012);
      expect(await refused(port)).toBe('ECONNREFUSED');
      // The gateway may send a request on a connection it kept: served, and told to close it.
      const onIdle = await get(agent, port, '/homeapi/health/ready');
      expect(onIdle).toMatchObject({ status: 503, connection: 'close' });
      expect((JSON.parse(onIdle.body) as { data: { phase: string } }).data.phase).toBe('draining');
      expect(jobs.stop).toHaveBeenCalled();
      expect(closeDatabase).not.toHaveBeenCalled();

      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('"code":1');

      await shutdown;
      expect(closeDatabase).toHaveBeenCalledTimes(1);
      expect(exit).not.toHaveBeenCalled();
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it('closes a connection left idle past the grace (a browser’s, no gateway in front) instead of waiting for the drain cap', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, port, '/homeapi/common/init')).connection).toBe('keep-alive');
      const exit = jest.fn();
      const startedAt = Date.now();
      await shutDownGracefully({ app: t.app, lifecycle: t.app.lifecycle, jobs: null, closeDatabase: () => t.connection.close() }, { exit, idleGraceMs: 300, drainCapMs: 10_000 });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect(exit).not.toHaveBeenCalled();
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it('cuts what is left at the drain cap, and exits past the hard cap', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A client that never finishes its request.
    const stuck = await halfSentPost(port, '/homeapi/user/login', JSON.stringify({ type: 'password', account: 'demo', password: 'demo1234' }));
    void stuck;
    const exit = jest.fn();
    const startedAt = Date.now();
    await shutDownGracefully({ app: t.app, lifecycle: t.app.lifecycle, jobs: null, closeDatabase: () => t.connection.close() }, { exit, drainCapMs: 300 });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(exit).not.toHaveBeenCalled();

    const hung = await createTestApp();
    const hardExit = jest.fn();
    const never = new Promise<void>(() => undefined);
    void shutDownGracefully({ app: hung.app, lifecycle: hung.app.lifecycle, jobs: { stop: () => never }, closeDatabase: () => hung.connection.close() }, { exit: hardExit, capMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(hardExit).toHaveBeenCalledWith(1);
    await hung.close();
  }, 30_000);
});
