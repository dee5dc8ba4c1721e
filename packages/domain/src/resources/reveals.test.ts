import { describe, expect, it } from 'vitest';
import { loadAllResources } from './all';
import { revealedIn, revealLabel } from './reveals';

const RESOURCES = loadAllResources();

describe('shown-once secrets', () => {
  it('are named by a secret field of their resource, for every action and create that reveals one', () => {
    const revealing = Object.values(RESOURCES).flatMap((def) => [
      ...def.actions.flatMap((a) => (a.reveals ? [[def.name, a.reveals] as const] : [])),
      ...(def.createReveals ? [[def.name, def.createReveals] as const] : []),
    ]);
    expect(revealing.map(([name, field]) => `${name}.${field}`).sort()).toEqual([
      'apiclients.client_secret',
      'apiclients.client_secret',
      'webhooks.secret',
      'webhooks.secret',
    ]);
    for (const [name, field] of revealing) {
      expect(RESOURCES[name].fields.find((f) => f.name === field)?.type, `${name}.${field}`).toBe('secret');
      expect(revealLabel(name, field).defaultMessage).not.toBe('');
    }
  });

  it('are read from the answer only when it carries a non-empty text there', () => {
    expect(revealedIn({ id: 1, secret: 'whsec_abc' }, 'secret')).toBe('whsec_abc');
    expect(revealedIn({ id: 1, secret: '' }, 'secret')).toBeNull();
    expect(revealedIn({ id: 1 }, 'secret')).toBeNull();
    expect(revealedIn({ secret: 'x' }, null)).toBeNull();
    expect(revealedIn(undefined, 'secret')).toBeNull();
  });
});
