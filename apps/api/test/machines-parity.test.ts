import {
  enterpriseMachine,
  importBatchMachine,
  invoiceMachine,
  type Machine,
  participantLinkMachine,
  participantMachine,
  recMachine,
} from '@rec/domain';
import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOverdueInvoices } from '../src/resources/invoices/blocking';
import { insertEmissionInvoice } from './support/invoice-row';
import { m1, startInvoiceWorld } from './support/invoices';
import type { TestServer } from './support/server';

// The server moves each record by the domain's machine, event by event: from every state, an event
// the machine allows lands where the machine says, and one it does not leaves the row as it was
// (409 ILLEGAL_TRANSITION when a caller asked). A table or guard of the server's own fails here.

type Case = {
  /** A row in the given state; answers its id. */
  make(state: string): Promise<number>;
  /** Takes the event through the API; answers the HTTP status (undefined for a job with no caller). */
  act(event: string, id: number): Promise<number | undefined>;
  read(id: number): Promise<string>;
};

let s: TestServer;
let admin: ApiClient;
let clientAdmin: ApiClient;
let approved: Awaited<ReturnType<typeof startInvoiceWorld>>['approved'];
let client: ApiClient;
beforeAll(async () => {
  ({ s, admin, client, approved } = await startInvoiceWorld());
  clientAdmin = await s.client('clientAdmin');
});
afterAll(() => s.close());

const db = () => s.database.db;
const REASON = { reason: 'Documentação divergente' };

async function follows<S extends string, E extends string>(machine: Machine<S, E>, events: readonly E[], c: Case) {
  const seen: string[] = [];
  const expected: string[] = [];
  for (const state of machine.states)
    for (const event of events) {
      const id = await c.make(state);
      const status = await c.act(event, id);
      const after = await c.read(id);
      const allowed = machine.can(state, event);
      const landed = allowed ? machine.transition(state, event) : state;
      const answered = status === undefined ? '' : allowed ? (status < 300 ? ' ok' : ` ${status}`) : ` ${status}`;
      seen.push(`${state} --${event}--> ${after}${answered}`);
      expected.push(`${state} --${event}--> ${landed}${status === undefined ? '' : allowed ? ' ok' : ' 409'}`);
    }
  expect(seen).toEqual(expected);
}

describe('the server follows the domain machines, per event', () => {
  it('emission requests (rec): approve, refuse, block, revert', async () => {
    const recStatus = async (id: number) =>
      (await db().selectFrom('recs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const paths = {
      approve: '/recs/approve/{id}',
      refuse: '/recs/refuse/{id}',
      block: '/recs/block/{id}',
    } as const;
    await follows(recMachine, ['approve', 'refuse', 'block', 'revert'], {
      async make(state) {
        // A really approved request (volume issued) when the state is approved, so revert can run.
        if (state === 'approved')
          return (await approved(client, s.fixture.businesses.approvedA, 'irec', m1, '1.000000')).id;
        const created = await client.POST('/recs', {
          body: {
            business_id: s.fixture.businesses.approvedA,
            scheme: 'irec',
            initial_period: m1.first,
            final_period: m1.last,
            emissionVolume: '1.000000',
          },
        });
        const id = created.data?.id as number;
        await db()
          .updateTable('recs')
          .set({ status: state as 'pending' })
          .where('id', '=', id)
          .execute();
        return id;
      },
      async act(event, id) {
        if (event === 'revert')
          return (await admin.POST('/recs/revert', { body: { rec_emission_id: id } })).response.status;
        if (event === 'approve')
          return (await admin.POST(paths.approve, { params: { path: { id } }, body: {} })).response.status;
        const path = paths[event as 'refuse' | 'block'];
        return (await admin.POST(path, { params: { path: { id } }, body: REASON })).response.status;
      },
      read: recStatus,
    });
  });

  it('enterprises and participants: approve, refuse', async () => {
    const id = s.fixture.businesses.pendingA;
    await follows(enterpriseMachine, ['approve', 'refuse'], {
      async make(state) {
        await db()
          .updateTable('businesses')
          .set({ approved: state as 'PENDENTE' })
          .where('id', '=', id)
          .execute();
        return id;
      },
      async act(event, id) {
        if (event === 'approve')
          return (await admin.POST('/businesses/approve/{id}', { params: { path: { id } } })).response.status;
        return (await admin.POST('/businesses/refuse/{id}', { params: { path: { id } }, body: REASON })).response
          .status;
      },
      read: async (id) =>
        (await db().selectFrom('businesses').select('approved').where('id', '=', id).executeTakeFirstOrThrow())
          .approved,
    });
    const p = s.fixture.participants.p2;
    await follows(participantMachine, ['approve', 'refuse'], {
      async make(state) {
        await db()
          .updateTable('participants')
          .set({ approved: state as 'PENDENTE' })
          .where('id', '=', p)
          .execute();
        return p;
      },
      async act(event, id) {
        if (event === 'approve')
          return (await admin.POST('/participants/approve/{id}', { params: { path: { id } } })).response.status;
        return (await admin.POST('/participants/refuse/{id}', { params: { path: { id } }, body: REASON })).response
          .status;
      },
      read: async (id) =>
        (await db().selectFrom('participants').select('approved').where('id', '=', id).executeTakeFirstOrThrow())
          .approved,
    });
    await db().updateTable('participants').set({ approved: 'APROVADO' }).where('id', '=', p).execute();
  });

  it('links of a participant to a registrant and to an enterprise: approve, refuse', async () => {
    const to = { approve: 'APROVADO', refuse: 'RECUSADO' } as const;
    const { p1, p2 } = s.fixture.participants;
    let n = 0;
    await follows(participantLinkMachine, ['approve', 'refuse'], {
      async make(state) {
        // One link per case (a participant–registrant pair is unique): alternate the participants.
        n++;
        await db().deleteFrom('participant_registrants').execute();
        const row = await db()
          .insertInto('participant_registrants')
          .values({
            participant_id: n % 2 ? p1 : p2,
            registrant_id: s.fixture.registrants.a,
            status: state as 'PENDENTE',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      async act(event, id) {
        const body = { id, status: to[event as keyof typeof to] };
        return (await clientAdmin.PUT('/participant_registrant', { body })).response.status;
      },
      read: async (id) =>
        (
          await db()
            .selectFrom('participant_registrants')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
    });
    await follows(participantLinkMachine, ['approve', 'refuse'], {
      async make(state) {
        await db().deleteFrom('participant_businesses').execute();
        const row = await db()
          .insertInto('participant_businesses')
          .values({ participant_id: p2, business_id: s.fixture.businesses.approvedA, status: state as 'PENDENTE' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      async act(event, id) {
        const body = { id, status: to[event as keyof typeof to] };
        return (await clientAdmin.PUT('/participant_business', { body })).response.status;
      },
      read: async (id) =>
        (
          await db()
            .selectFrom('participant_businesses')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
    });
  });

  it('invoices: pay (a caller) and block (the overdue job)', async () => {
    let n = 0;
    await follows(invoiceMachine, ['pay', 'block'], {
      async make(state) {
        const id = await insertEmissionInvoice(db(), s.fixture.registrants.a, `2099${String(++n).padStart(6, '0')}`);
        await db()
          .updateTable('invoices')
          .set({ status: state as 'open', paid_at: state === 'paid' ? new Date() : null })
          .where('id', '=', id)
          .execute();
        return id;
      },
      async act(event, id) {
        if (event === 'pay')
          return (await admin.POST('/invoices/toPay/{id}', { params: { path: { id } } })).response.status;
        await blockOverdueInvoices(db(), new Date('2099-12-31T12:00:00Z'));
        return undefined;
      },
      read: async (id) =>
        (await db().selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    });
  });

  it('import batches: rollback', async () => {
    await follows(importBatchMachine, ['rollback'], {
      async make(state) {
        const row = await db()
          .insertInto('import_batches')
          .values({ kind: 'generation_excel', status: state as 'committed', file_name: 'geracao.xlsx' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      act: async (_, id) => (await admin.POST('/imports/rollback/{id}', { params: { path: { id } } })).response.status,
      read: async (id) =>
        (await db().selectFrom('import_batches').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
    });
  });
});
