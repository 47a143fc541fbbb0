import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** The API as `node api/dist/main.js` runs it (with only the environment given), compiled on the fly by tsx. */
type Server = { child: ChildProcess; output: () => { stdout: string; stderr: string }; exited: Promise<number | null> };

const API_DIR = path.resolve(__dirname, '..');
const BASE_ENV = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info' };

function startServer(env: Record<string, string | undefined>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env: { ...BASE_ENV, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilListening(server: Server, port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output().stderr}`);
    // Ready (migrated and seeded: ADR 0036), and its start logged (the log is written asynchronously).
    const up = await fetch(`http://127.0.0.1:${port}/homeapi/health/ready`).then((response) => response.ok, () => false);
    if (up && server.output().stdout.includes('shop running')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const api = (port: number, url: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}/homeapi/${url}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function stop(server: Server): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

describe('a production start with default settings', () => {
  it('refuses to run', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://refused', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/No online payment provider is configured/);
  }, 30_000);

  it.each(['prod', 'Production', 'production ', 'staging'])('refuses NODE_ENV=%j, naming it, rather than start the development shop', async (mistyped) => {
    const server = startServer({ NODE_ENV: mistyped, DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'off', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(`NODE_ENV must be "development", "test" or "production", got ${JSON.stringify(mistyped)}`);
  }, 30_000);

  it('takes an unset NODE_ENV for production, whose defaults refuse to run', async () => {
    const server = startServer({ DATA_DIR: 'memory://refused', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/No online payment provider is configured for production/);
  }, 30_000);

  it('refuses a limits factor that would stop the limits limiting', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'off', RATE_LIMIT_FACTOR: '1000', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('RATE_LIMIT_FACTOR may be at most 10 in production');
  }, 30_000);

  it.each([
    ['AUTO_RECEIVE_DAYS', '0.5'],
    ['REVIEW_WINDOW_DAYS', '365'],
    ['AFTER_SALES_DAYS', '7d'],
  ])('refuses %s=%j, naming it', async (name, value) => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'off', [name]: value, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(name);
  }, 30_000);

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be one of "aliyun", "tencent" or unset, got "twilio"'],
    [{ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5t0000000000' }, 'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET'],
    [{ SMS_PROVIDER: 'tencent' }, 'SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_ID'],
  ])('refuses the SMS provider set-up %j, naming what is wrong', async (sms, refusal) => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'off', ...sms, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(refusal);
  }, 30_000);

  it('refuses WeChat sign-in with one key and not the other, naming the missing one', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'off', WECHAT_LOGIN_APPID: 'wx0123456789abcdef', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('WECHAT_LOGIN_APPID is set but WECHAT_LOGIN_SECRET is not');
  }, 30_000);

  it('refuses the development gateway secret', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: 'memory://refused', SANDBOX_GATEWAY_ENABLED: '1', SANDBOX_GATEWAY_SECRET: 'sandbox-gateway-development-secret' };
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/development secret/);
  }, 30_000);
});

describe('a production start taking Alipay', () => {
  const keys = () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { privateKey: String(pair.privateKey.export({ format: 'pem', type: 'pkcs8' })), publicKey: String(pair.publicKey.export({ format: 'pem', type: 'spki' })) };
  };

  it('refuses a malformed key, naming the setting', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: 'memory://refused', ONLINE_PAYMENT: 'alipay', ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: 'not a key', ALIPAY_PUBLIC_KEY: keys().publicKey, PORT: String(await freePort()) };
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('ALIPAY_PRIVATE_KEY is not an RSA private key');
  }, 30_000);

  it('starts with ONLINE_PAYMENT=alipay and keys read from files, offering Alipay', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-alipay-keys-'));
    const app = keys();
    writeFileSync(path.join(dir, 'app.pem'), app.privateKey);
    writeFileSync(path.join(dir, 'alipay.pem'), keys().publicKey);
    const port = await freePort();
    const env = { NODE_ENV: 'production', DATA_DIR: 'memory://alipay', ONLINE_PAYMENT: 'alipay', ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'app.pem'), ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pem'), PORT: String(port) };
    const server = startServer(env);
    try {
      await waitUntilListening(server, port);
      expect(server.output().stdout).toContain('"online_payment":["alipay"]');
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the shop as `npm start` serves it, on its own data folder', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  let first: Server;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
    dataDir = path.join(root, 'pglite');
    port = await freePort();
    first = startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilListening(first, port);
  }, 120_000);
  afterAll(async () => {
    await stop(first);
    rmSync(root, { recursive: true, force: true });
  });

  it('has no SMS outbox, and shows a sent code on its terminal only', async () => {
    expect((await api(port, 'dev/sms-outbox?mobile=13800138000')).status).toBe(404);
    expect((await api(port, 'user/login', { type: 'password', account: 'demo', password: 'demo1234' })).status).toBe(200);
    const sent = await api(port, 'sms/send', { mobile: '13900000001', scene: 'register' });
    expect(((await sent.json()) as { code: number }).code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { stdout } = first.output();
    const code = /verification code: (\d{6})/.exec(stdout)?.[1];
    expect(code).toBeDefined();
    const logLines = stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes(code!))).toBe(false);
  });

  it('listens on the loopback interface only, since its passwords are published', () => {
    const running = first.output().stdout.split('\n').find((line) => line.includes('shop running'));
    const listening = (JSON.parse(running!) as { listening: string[] }).listening;
    expect(listening.length).toBeGreaterThan(0);
    for (const address of listening) expect(address).toMatch(/^(127\.0\.0\.1|::1):\d+$/);
  });

  it('lets no second server start on the same folder', async () => {
    const second = startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid} `);
  }, 30_000);
});

describe('a production start configured as SECURITY.md says', () => {
  let root: string;
  let port: number;
  let server: Server;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
    port = await freePort();
    const env = { NODE_ENV: 'production', DATA_DIR: path.join(root, 'pglite'), PORT: String(port), ONLINE_PAYMENT: 'off', ADMIN_USERNAME: 'shopkeeper', ADMIN_PASSWORD: 'Tall-Lantern-Orchard-42' };
    server = startServer(env);
    await waitUntilListening(server, port);
  }, 120_000);
  afterAll(async () => {
    await stop(server);
    rmSync(root, { recursive: true, force: true });
  });

  it('logs what it runs with', () => {
    const running = server.output().stdout.split('\n').find((line) => line.includes('shop running (production)'));
    expect(JSON.parse(running!)).toMatchObject({
      node_env: 'production',
      database: 'pglite',
      online_payment: [],
      sandbox_gateway: false,
      wallet_only: true,
      sms: 'none (sms/send answers 503)',
      sms_outbox: false,
      demo_accounts: false,
      rate_limit_factor: 1,
      order_window_days: { auto_receive: 10, review: 15, after_sales: 7 },
    });
  });

  it('has no demo accounts, no outbox and no sandbox, and its administrator from the environment', async () => {
    for (const [account, password] of [['demo', 'demo1234'], ['admin', 'admin1234'], ['lily', 'reviewer1234']]) {
      expect((await api(port, 'user/login', { type: 'password', account, password })).status).not.toBe(200);
    }
    for (const [username, password] of [['admin', 'admin1234'], ['warehouse', 'warehouse1234']]) {
      expect((await api(port, 'admin/login', { username, password })).status).not.toBe(200);
    }
    // The first administrator is a back-office user, not a member.
    expect((await api(port, 'admin/login', { username: 'shopkeeper', password: 'Tall-Lantern-Orchard-42' })).status).toBe(200);
    expect((await api(port, 'user/login', { type: 'password', account: 'shopkeeper', password: 'Tall-Lantern-Orchard-42' })).status).not.toBe(200);
    expect((await api(port, 'dev/sms-outbox?mobile=13800138000')).status).toBe(404);
    expect((await api(port, `sandbox/pay?token=${'A'.repeat(32)}`)).status).toBe(404);
    expect((await api(port, 'goods/index')).status).toBe(200);
  });
});
