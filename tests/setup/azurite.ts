/**
 * Vitest global setup (node project): Azurite, Microsoft's Azure Storage emulator, for the tests that run the
 * attachment suite against blob storage. TEST_BLOB_CONNECTION_STRING, when set, names one already running.
 */
import type { TestProject } from 'vitest/node';
import { startAzurite } from '../../scripts/lib/azurite';

declare module 'vitest' {
  export interface ProvidedContext {
    blobConnectionString: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_BLOB_CONNECTION_STRING;
  if (given) {
    project.provide('blobConnectionString', given);
    return undefined;
  }
  const azurite = await startAzurite();
  project.provide('blobConnectionString', azurite.connectionString);
  return () => azurite.stop();
}
