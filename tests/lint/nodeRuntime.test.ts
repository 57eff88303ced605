/**
 * Issue 45: the portal runs and is tested on Node 24 LTS. The `node` devDependency puts that Node first in the
 * PATH of every npm script, so `npm test` (which runs this file) proves it, whatever Node the machine has.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node the project runs on', () => {
  it('is the pinned Node 24 LTS', () => {
    expect(pkg.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pkg.devDependencies.node);
  });

  it('is what package.json engines asks for', () => {
    const [major, minor] = pkg.engines.node.replace('>=', '').split('.').map(Number);
    const [runMajor, runMinor] = process.versions.node.split('.').map(Number);
    expect(runMajor).toBe(major);
    expect(runMinor).toBeGreaterThanOrEqual(minor ?? Infinity);
  });
});
