/** The damage report's words about the network name no device: the customer may be on a phone, a tablet or a desktop. */
import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS } from '../../../src/features/damageReport/offlineTexts';

describe('the offline texts', () => {
  it.each(Object.entries(OFFLINE_TEXTS))('%s names no device', (_, text) => {
    expect(text).not.toMatch(/telefon|mobil|nettbrett|datamaskin|\bPC\b/i);
  });

  it('the banner says the answers are kept and sent later', () => {
    expect(OFFLINE_TEXTS.banner).toBe('Du er uten nett. Svarene lagres her og sendes når du er på nett igjen.');
  });
});
