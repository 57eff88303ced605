/**
 * Chromium as customers run it, for the tests of what a browser keeps on disk (killedBrowser, profileFolder): its
 * own process on a profile folder, driven over the DevTools protocol, killed by its pid or closed as a person does,
 * reaching the portal through a network that can go down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, LAUNCH_OPTIONS } from './chromium';

export interface RunningChromium {
  browser: Browser;
  process: ChildProcess;
}

/**
 * The network between the browser and the portal: an HTTP proxy that can go down. Every process of the browser (the
 * pages, the service worker) loses it at once, as on a train; Playwright's offline mode would not reach the worker
 * of a browser it did not start.
 */
export class Network {
  offline = false;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((req, res) => {
    if (this.offline) return req.socket.destroy();
    const target = new URL(req.url!);
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  constructor() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  goOffline(): void {
    this.offline = true;
    for (const socket of this.sockets) socket.destroy();
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Chromium on `profile`, as its own process, driven over the DevTools protocol, reaching the portal through `proxy`. */
export async function startChromium(profile: string, proxy: string): Promise<RunningChromium> {
  const args = [...(LAUNCH_OPTIONS.args ?? []), `--user-data-dir=${profile}`, `--proxy-server=${proxy}`, '--proxy-bypass-list=<-loopback>'];
  const child = spawn(CHROMIUM_PATH, [...args, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: what is left of it after the kill is removed with it.
    detached: true,
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(seen);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`Chromium stopped (${code}) before it listened:\n${seen}`)));
  });
  return { browser: await chromium.connectOverCDP(endpoint), process: child };
}

/**
 * Kills the browser process by its pid (SIGKILL: nothing is written on the way out) and waits until it is gone; then
 * its helper processes (renderers, the network service), which would go on writing in the profile.
 */
export async function kill({ process: child }: RunningChromium): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid!, 'SIGKILL');
    await gone;
  }
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // None left.
  }
}

/** Closes Chromium as a person does (it writes its cookies on the way out) and waits until it is gone. */
export async function close({ browser, process: child }: RunningChromium): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  await (await browser.newBrowserCDPSession()).send('Browser.close');
  await gone;
}
