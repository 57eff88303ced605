/**
 * The app on a real HTTP server (@hono/node-server, as server/index.ts serves it), for what only a real connection
 * shows: a client that hangs up in the middle of its request. And the server's log lines, captured.
 */
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { vi, type MockInstance } from 'vitest';
import type { createApp } from '../../../server/app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done` holds, checking every 20 ms; fails after `ms`. */
export async function until(what: string, done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export interface RealServer {
  port: number;
  close(): Promise<void>;
}

/** Serves `app` on a random port of 127.0.0.1. */
export async function serveOnLoopback(app: ReturnType<typeof createApp>): Promise<RealServer> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface CutOffRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The Content-Length the headers declare. */
  declared: number;
  /** What is sent of it before the connection is cut. */
  body: Buffer;
  /** Resolves once the connection may be cut (the server is reading the body); default at once. */
  cutWhen?: () => Promise<unknown>;
}

/** Sends the headers and `body`, short of the Content-Length declared, then destroys the connection. */
export async function cutOff(port: number, req: CutOffRequest): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const headers = Object.entries({ Host: `127.0.0.1:${port}`, ...req.headers, 'Content-Length': String(req.declared) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${req.method} ${req.path} HTTP/1.1\r\n${headers}\r\n`);
  await new Promise<void>((resolve, reject) => socket.write(req.body, (err) => (err ? reject(err) : resolve())));
  await req.cutWhen?.();
  socket.destroy();
}

/** The console's lines while spying: what the server logs at info, as errors, and its request log. */
export interface CapturedLogs {
  info(): string[];
  error(): string[];
  log(): string[];
  restore(): void;
}

export function captureLogs(): CapturedLogs {
  const spies: Record<'info' | 'error' | 'log', MockInstance> = {
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
  };
  const lines = (spy: MockInstance) => spy.mock.calls.map((args) => args.map(String).join(' '));
  return {
    info: () => lines(spies.info),
    error: () => lines(spies.error),
    log: () => lines(spies.log),
    restore: () => Object.values(spies).forEach((spy) => spy.mockRestore()),
  };
}
