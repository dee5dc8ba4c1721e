import type { Insertable, Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';
import { cnpj } from '../lib/cnpj';
import { ADMIN, PARTICIPANTS, PENDING_LINK, type Person, REGISTRANTS } from './demo-data';

// The demo's organisations and people: four registrants with staff in every client role, three
// participants with their admins, the platform admin, and the participant ↔ registrant links.

export interface DemoPeople {
  /** Registrant ids by the demo's key. */
  registrantId: Map<string, number>;
  /** Participant ids by the demo's key. */
  participantId: Map<string, number>;
  counts: { users: number; registrants: number; participants: number; participant_registrants: number };
}

/** Inserts the organisations, their users (all with the password hash `hash`) and the links. */
export async function seedPeople(tx: Kysely<DB>, hash: string): Promise<DemoPeople> {
  const user = (p: Person, role: Role, registrant_id: number | null, participant_id: number | null) => ({
    name: p.name,
    lastName: p.lastName,
    email: p.email,
    profile: p.profile,
    password_hash: hash,
    role,
    registrant_id,
    participant_id,
  });

  // Registrants and their staff, one person per client role.
  const registrantRows = await tx
    .insertInto('registrants')
    .values(
      REGISTRANTS.map((r) => ({
        social_reason: r.social_reason,
        cnpj: cnpj(r.cnpjBase),
        phone: r.phone,
        ...r.address,
        email: r.staff.client_admin.email,
        dueDate: r.dueDate,
        price_emission_irec: r.prices.irec,
        price_emission_rec_brazil: r.prices.recBrazil,
        price_new_plant_irec: r.prices.plantIrec,
        price_new_plant_rec_brazil: r.prices.plantRecBrazil,
        volume_mwh_month: r.volume_mwh_month,
      })),
    )
    .returning(['id', 'social_reason'])
    .execute();
  const registrantId = new Map(
    REGISTRANTS.map((r) => [r.key, registrantRows.find((row) => row.social_reason === r.social_reason)?.id as number]),
  );

  // Participants, each with its admin.
  const participantRows = await tx
    .insertInto('participants')
    .values(
      PARTICIPANTS.map((p) => ({
        name: p.name,
        email: p.admin.email,
        irec_code: p.irec_code,
        responsible_first_name: p.admin.name,
        responsible_last_name: p.admin.lastName,
        retirement_price_irec: p.retirement_price_irec,
        monthly_invoice: true,
        invoice_emission_date: p.invoice_emission_date,
        approved: 'APROVADO' as const,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const participantId = new Map(
    PARTICIPANTS.map((p) => [p.key, participantRows.find((row) => row.name === p.name)?.id as number]),
  );

  const users = [
    user(ADMIN, 'admin', null, null),
    ...REGISTRANTS.flatMap((r) => {
      const id = registrantId.get(r.key) as number;
      return [
        user(r.staff.client, 'client', id, null),
        user(r.staff.client_admin, 'client_admin', id, null),
        user(r.staff.client_financial, 'client_financial', id, null),
      ];
    }),
    ...PARTICIPANTS.map((p) => user(p.admin, 'client_admin_participant', null, participantId.get(p.key) as number)),
  ];
  await tx.insertInto('users').values(users).execute();

  // Participant ↔ registrant links: accepted ones, and one request still pending.
  const links: Insertable<DB['participant_registrants']>[] = PARTICIPANTS.flatMap((p) =>
    p.registrants.map((r) => ({
      participant_id: participantId.get(p.key) as number,
      registrant_id: registrantId.get(r) as number,
      status: 'APROVADO' as const,
    })),
  );
  links.push({
    participant_id: participantId.get(PENDING_LINK.participant) as number,
    registrant_id: registrantId.get(PENDING_LINK.registrant) as number,
    status: 'PENDENTE',
  });
  await tx.insertInto('participant_registrants').values(links).execute();

  return {
    registrantId,
    participantId,
    counts: {
      users: users.length,
      registrants: registrantRows.length,
      participants: participantRows.length,
      participant_registrants: links.length,
    },
  };
}
