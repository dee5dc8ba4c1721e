import { sql } from 'kysely';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Ctx, Handlers } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';

const NOT_FOUND = 'Beneficiário não encontrado';

type Base = Pick<Ctx<'listBeneficiaries'>, 'db' | 'user'>;

function beneficiaryQuery({ db, user }: Base) {
  const scope = participantScope(user);
  let q = db.selectFrom('beneficiaries').selectAll();
  if (scope !== undefined) q = q.where('participant_id', '=', scope);
  return q;
}

export async function beneficiaryOr404(ctx: Base, id: number) {
  const row = await beneficiaryQuery(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The columns a caller may write: never id, participant, sync status or timestamps (ADR 0013). */
const writable = (b: Ctx<'createBeneficiary'>['body']) => ({
  name: b.name,
  country: b.country,
  code: b.code,
  ...(b.location !== undefined ? { location: b.location } : {}),
});

type Consumption = { period_start: string; period_end: string; volume: string };

async function addConsumptions(ctx: Base, beneficiaryId: number, list: readonly Consumption[] | undefined) {
  if (!list?.length) return;
  list.forEach((c, i) => {
    if (c.period_end < c.period_start)
      throw unprocessable('VALIDATION_FAILED', 'Período inválido', [
        { field: `consumptions.${i}.period_end`, message: 'Fim antes do início' },
      ]);
  });
  await ctx.db
    .insertInto('beneficiary_consumptions')
    .values(
      list.map((c) => ({
        period_start: c.period_start,
        period_end: c.period_end,
        volume: c.volume,
        beneficiary_id: beneficiaryId,
      })),
    )
    .execute();
}

export const beneficiariesHandlers: Handlers = {
  listBeneficiaries(ctx) {
    let q = beneficiaryQuery(ctx);
    if (ctx.query.participant_id) q = q.where('participant_id', '=', ctx.query.participant_id);
    if (ctx.query.country) q = q.where('country', '=', ctx.query.country);
    return listPage(q, ctx.query, {
      searchable: ['name', 'code', 'location'],
      sortable: sortableFor('listBeneficiaries'),
      defaultSort: 'id',
    });
  },

  getBeneficiary: (ctx) => beneficiaryOr404(ctx, ctx.params.id),

  async createBeneficiary(ctx) {
    const participantId = participantScope(ctx.user) ?? ctx.body.participant_id;
    if (!participantId)
      throw unprocessable('VALIDATION_FAILED', 'Informe o participante', [
        { field: 'participant_id', message: 'Campo Obrigatório' },
      ]);
    const row = await ctx.db
      .insertInto('beneficiaries')
      .values({ ...writable(ctx.body), participant_id: participantId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addConsumptions(ctx, row.id, ctx.body.consumptions);
    return row;
  },

  async updateBeneficiary(ctx) {
    const current = await beneficiaryOr404(ctx, ctx.params.id);
    const row = await ctx.db
      .updateTable('beneficiaries')
      .set({ ...writable(ctx.body), ...touched() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addConsumptions(ctx, row.id, ctx.body.consumptions);
    return row;
  },

  async deleteBeneficiary(ctx) {
    const current = await beneficiaryOr404(ctx, ctx.params.id);
    await ctx.db.deleteFrom('beneficiaries').where('id', '=', current.id).execute();
    return undefined;
  },

  listBeneficiaryConsumptions(ctx) {
    const scope = participantScope(ctx.user);
    let q = ctx.db
      .selectFrom('beneficiary_consumptions')
      .innerJoin('beneficiaries', 'beneficiaries.id', 'beneficiary_consumptions.beneficiary_id')
      .selectAll('beneficiary_consumptions')
      .select([
        'beneficiaries.name as beneficiary_name',
        sql<string>`beneficiary_consumptions.volume::numeric(18,6)::text`.as('volume'),
      ]);
    if (scope !== undefined) q = q.where('beneficiaries.participant_id', '=', scope);
    if (ctx.query.beneficiary_id) q = q.where('beneficiary_consumptions.beneficiary_id', '=', ctx.query.beneficiary_id);
    return listPage(q, ctx.query, {
      searchable: ['beneficiaries.name'],
      sortable: sortableFor('listBeneficiaryConsumptions'),
      // The answer's volume is the text copy: sorting by it by name is ambiguous (500 before).
      sortColumns: { volume: 'beneficiary_consumptions.volume' },
      defaultSort: 'id',
    });
  },

  async deleteBeneficiaryConsumption(ctx) {
    const scope = participantScope(ctx.user);
    let q = ctx.db
      .selectFrom('beneficiary_consumptions')
      .innerJoin('beneficiaries', 'beneficiaries.id', 'beneficiary_consumptions.beneficiary_id')
      .select('beneficiary_consumptions.id')
      .where('beneficiary_consumptions.id', '=', ctx.params.id);
    if (scope !== undefined) q = q.where('beneficiaries.participant_id', '=', scope);
    if (!(await q.executeTakeFirst())) throw notFound('Consumo não encontrado');
    await ctx.db.deleteFrom('beneficiary_consumptions').where('id', '=', ctx.params.id).execute();
    return undefined;
  },
};
