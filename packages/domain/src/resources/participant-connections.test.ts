import { describe, expect, it } from 'vitest';
import { routeByKey } from '../menus/routes';
import { canAccess } from '../policy/policy';
import { offeredFields } from './offered-fields';
import { canShowRecord, recordActions } from './record-actions';
import { resource } from './registry';

// ADR 0056: the participant's connection request, its connected plant's detail page and the
// beneficiary sync, as data.
describe("the participant's connection screens", () => {
  it('asks a participant only for the registrant, picked by name and CNPJ; its own id comes from the route', () => {
    const fields = offeredFields('client_admin_participant', 'participant_registrant', 'create');
    expect(fields.map((f) => f.name)).toEqual(['registrant_id']);
    expect(fields[0]?.lookup).toMatchObject({ resource: 'linkable_registrants', label: ['social_reason', 'cnpj'] });
    expect(routeByKey('participant.connection_with_registrant.connection')).toMatchObject({
      status: 'ready',
      fill: { participant_id: 'participant' },
      own: 'participantId',
    });
  });

  it('keeps the registrant side as it was: it picks the participant, never a registrant', () => {
    expect(offeredFields('client_admin', 'participant_registrant', 'create').map((f) => f.name)).toEqual([
      'participant_id',
    ]);
    expect(canAccess('client_admin', { resource: 'linkable_registrants', action: 'list' })).toBe(false);
    expect(canAccess('client_admin_participant', { resource: 'linkable_registrants', action: 'list' })).toBe(true);
  });

  it("shows a connected plant's identity and place, never the registrant's prices or balance", () => {
    const def = resource('participant_business');
    expect(def.operations.show?.id).toBe('getParticipantBusiness');
    const shown = def.detail.flatMap((s) => s.fields);
    expect(shown).toEqual(expect.arrayContaining(['business_name', 'codeCEG', 'registrant_name', 'status']));
    for (const secret of ['balanceAvailable', 'price_emission_irec', 'payer']) expect(shown).not.toContain(secret);
    // Only an approved link's plant is the participant's to see: its row offers details then only.
    const role = 'client_admin_participant';
    expect(canShowRecord(role, 'participant_business', { id: 1, status: 'APROVADO' })).toBe(true);
    expect(canShowRecord(role, 'participant_business', { id: 2, status: 'PENDENTE' })).toBe(false);
    expect(canShowRecord(role, 'participant_business', { id: 3, status: 'RECUSADO' })).toBe(false);
    expect(routeByKey('participant.connection_with_registrant.enterprise_details')).toMatchObject({
      status: 'ready',
      titled: true,
    });
  });

  it('offers the evidence sync on a beneficiary that is not synced, to its participant only', () => {
    const keys = (status: string, role = 'client_admin_participant') =>
      recordActions(role, 'beneficiaries', { id: 1, sync_status: status }).map((a) => a.key);
    expect(keys('not_synced')).toEqual(['sync']);
    expect(keys('failed')).toEqual(['sync']);
    expect(keys('synced')).toEqual([]);
    expect(keys('not_synced', 'client_admin')).toEqual([]);
  });
});
