#!/usr/bin/env node
// The yardstick of the API's read bench: a bare Fastify "hello world" (the API's own Fastify, no
// plugins, no database), as its own process on a free port of 127.0.0.1. Prints one JSON line
// {"origin": ...} once it listens, and serves until it is stopped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ origin }));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
