import { describe, expect, it } from 'vitest';
import { REGISTRATIONS } from '../resources/defs/index';
import type { ResourceName } from '../resources/names';
import { FAILURE_MESSAGES } from './catalogue-failures';
import { FAILURE_OVERRIDES, FAILURE_TEMPLATES } from './failure-texts';

// The texts were compared byte for byte with the hand-written table they replaced (ADR 0093,
// commit "Domain: one registry"); these hold the rule that derives them.
describe('failure texts', () => {
  it('are the template over the noun, under errors.<resource>.<action>, unless §8 words them otherwise', () => {
    for (const [name, byAction] of Object.entries(FAILURE_MESSAGES)) {
      const [one, many] = REGISTRATIONS[name as ResourceName].noun;
      for (const [action, failure] of Object.entries(byAction)) {
        const overridden = (FAILURE_OVERRIDES as Record<string, Record<string, string>>)[name]?.[action];
        const templated = FAILURE_TEMPLATES[action as keyof typeof FAILURE_TEMPLATES](one, many);
        expect(failure).toEqual({ id: `errors.${name}.${action}`, defaultMessage: overridden ?? templated });
      }
    }
  });

  it('override only what the template would word differently, for calls the resource has', () => {
    for (const [name, byAction] of Object.entries(FAILURE_OVERRIDES)) {
      const [one, many] = REGISTRATIONS[name as ResourceName].noun;
      for (const [action, text] of Object.entries(byAction)) {
        expect(FAILURE_MESSAGES[name as ResourceName]).toHaveProperty(action);
        expect(text).not.toBe(FAILURE_TEMPLATES[action as keyof typeof FAILURE_TEMPLATES](one, many));
      }
    }
  });

  it('keep §8’s wording where it is irregular', () => {
    expect(FAILURE_MESSAGES.admins.create?.defaultMessage).toBe('Erro ao cadastrar admin');
    expect(FAILURE_MESSAGES.sources.list?.defaultMessage).toBe('Erro ao listar fontes de energia');
    expect(FAILURE_MESSAGES.exchanges.import?.defaultMessage).toBe('Erro ao importar câmbios');
  });
});
