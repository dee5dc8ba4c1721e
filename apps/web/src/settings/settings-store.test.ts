import { memoryStorage } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY, writeSettings } from './settings-store';

describe('settings store', () => {
  it('defaults to dark-indigo, pt, vertical navigation and a collapsed sidebar (§3, ADR 0086)', () => {
    expect(readSettings(memoryStorage())).toEqual({
      theme: 'dark-indigo',
      language: 'pt',
      navigationStyle: 'vertical',
      collapsed: true,
    });
  });

  it('round-trips what the user chose', () => {
    const storage = memoryStorage();
    const chosen = { theme: 'light', language: 'ar', navigationStyle: 'below_the_header', collapsed: false } as const;
    writeSettings(storage, chosen);
    expect(readSettings(storage)).toEqual(chosen);
  });

  it('replaces each unknown or broken value alone', () => {
    const storage = memoryStorage({
      [SETTINGS_KEY]: JSON.stringify({ theme: 'neon', language: 'en', collapsed: 'yes' }),
    });
    expect(readSettings(storage)).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(readSettings(memoryStorage({ [SETTINGS_KEY]: '{not json' }))).toEqual(DEFAULT_SETTINGS);
  });
});
