import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants of §9', () => {
  it('hold the product limits', () => {
    expect(c.DEFAULT_PAGE_SIZE).toBe(10);
    expect(c.SNACKBAR_AUTO_HIDE_MS).toBe(6000);
    expect(c.IMPORT_GENERATION_TIMEOUT_MS).toBe(6_000_000);
    expect(c.PASSWORD_RESET_REDIRECT_MS).toBe(4000);
    expect(c.SESSION_RESTORE_MS).toBe(1000);
    expect(c.MIN_PASSWORD_LENGTH).toBe(8);
    expect(c.MAX_DUE_DAY).toBe(27);
    expect(c.EMISSION_LIMIT_STATUS).toBe(429);
    expect(c.BLOCKCHAIN_DETAILS_CODE).toBe(5003);
    expect(c.SIDEBAR_BREAKPOINTS).toEqual({ drawer: 1080, wide: 1200 });
    expect(c.DEFAULT_DECIMALS).toBe(6);
    expect(c.DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(c.DEFAULT_THEME).toBe('dark-indigo');
    expect(c.NAVIGATION_STYLES).toEqual(['vertical', 'inside_the_header', 'above_the_header', 'below_the_header']);
  });

  it('list the languages, pt first, with Arabic right-to-left', () => {
    expect(c.LOCALES).toEqual(['pt', 'en', 'zh', 'ar', 'it', 'es', 'fr']);
    expect(c.DEFAULT_LOCALE).toBe('pt');
    expect(c.LOCALES.filter(c.isRtl)).toEqual(['ar']);
  });
});
