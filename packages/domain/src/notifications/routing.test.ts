import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './kinds';
import { notificationKindsFor, routeOf } from './routing';

describe('notificationKindsFor', () => {
  it('offers each role only the kinds its routes can bring it', () => {
    expect(notificationKindsFor('client')).toEqual(['emission', 'plant']);
    expect(notificationKindsFor('client_financial')).toEqual(['invoice']);
    expect(notificationKindsFor('client_admin')).toEqual(['emission', 'plant', 'invoice', 'machine_client']);
    expect(notificationKindsFor('client_admin_participant')).toEqual([
      'invoice',
      'transfer',
      'redemption',
      'offer',
      'agreement',
      'import',
      'automation',
      'machine_client',
    ]);
    expect(notificationKindsFor('admin')).toEqual(['emission', 'invoice', 'import', 'machine_client']);
  });

  it('offers a kind to a role exactly when one of its event types reaches that role', () => {
    expect(routeOf('plant.approved').org).not.toContain('client_admin_participant');
    expect(notificationKindsFor('client_admin_participant')).not.toContain('plant');
    for (const kind of notificationKindsFor('admin')) expect(NOTIFICATION_KINDS).toContain(kind);
  });
});
