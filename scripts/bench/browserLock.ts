/**
 * `--lock <file>`: holds a flock(1) lock while Chromium measures, so the bench waits for other browser runs on a
 * shared machine (and they for it) without holding the lock through its builds. The lock is a `flock` child that
 * keeps it until its stdin closes, so it is released when the bench ends, however it ends.
 */
import { spawn } from 'node:child_process';

/** Waits until the lock is held; answers its release. Without a file, holds nothing. */
export async function holdLock(file: string | null): Promise<() => void> {
  if (!file) return () => {};
  const child = spawn('flock', ['--exclusive', file, 'sh', '-c', 'echo held; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = setTimeout(() => console.log(`Waiting for the lock ${file} (another browser run holds it)...`), 1000);
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`flock ${file} ended (${code}) before the lock was held`)));
    });
  } finally {
    clearTimeout(waiting);
  }
  return () => child.stdin.end();
}
