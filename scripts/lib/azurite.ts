/**
 * Microsoft's Azure Storage emulator, Azurite (the `azurite` dev dependency), blob service only, in memory, on a
 * free port: for the tests, the two-server check and CI. Its account and key are the emulator's published
 * development ones (the same in every Azurite), not a secret.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './server';

const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

export const azuriteConnectionString = (port: number) =>
  `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};BlobEndpoint=http://127.0.0.1:${port}/${DEV_ACCOUNT};`;

export async function startAzurite(): Promise<Azurite> {
  const port = await freePort();
  const bin = join(dirname(createRequire(import.meta.url).resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
  const child = spawn(process.execPath, [bin, '--blobHost', '127.0.0.1', '--blobPort', String(port), '--inMemoryPersistence', '--extentMemoryLimit', '512', '--skipApiVersionCheck', '--loose', '--disableProductStyleUrl'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Azurite did not start in 30 s:\n${output}`)), 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (/successfully listen/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    connectionString: azuriteConnectionString(port),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
