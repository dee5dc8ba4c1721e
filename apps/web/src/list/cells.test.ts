import type { FieldDef } from '@rec/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { cellText } from './cells';

const intl = createIntl({ locale: 'pt', messages: {} });
const field = (type: FieldDef['type'], name: string) => ({ name, type, pt: name, column: true }) as unknown as FieldDef;

// Security events (issue 42): when to the minute in Brasília, and the device as a person names it.
describe('cellText', () => {
  it('shows a moment with its time in the registry zone', () => {
    expect(cellText(intl, field('moment', 'created_at'), '2026-12-07T00:07:00.000Z')).toBe('06/12/2026 21:07');
  });

  it('shows a device by browser and system, and a header it does not know as sent', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(cellText(intl, field('device', 'user_agent'), ua)).toBe('Chrome 131 · Linux');
    expect(cellText(intl, field('device', 'user_agent'), 'rec-tool/1')).toBe('rec-tool/1');
  });
});
