import { cegCheckDigit, VALIDATION_MESSAGES } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { certifiedTotal, generationTotal } from '../businesses/balance';
import { findBusiness } from '../businesses/query';
import { businessScope } from '../businesses/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';

const NOT_FOUND = 'CEG não encontrado';

type CegInput = Schemas['CegInput'];

/** The assembled code, type.source.UF.core-dv.version (e.g. UFV.RS.RS.012345-6.01). */
export const assembleCeg = (c: CegInput): string =>
  `${c.type_of_generation}.${c.source}.${c.uf}.${c.core}-${c.dv}.${c.version}`;

// The web form checks the same before sending (domain's form-schema), with the same text.
const WRONG_DIGIT = VALIDATION_MESSAGES.cegCheckDigit.defaultMessage;

function checkDigit(c: CegInput): void {
  if (cegCheckDigit(c.core) !== c.dv)
    throw unprocessable('VALIDATION_FAILED', WRONG_DIGIT, [{ field: 'dv', code: 'check_digit', message: WRONG_DIGIT }]);
}

/**
 * CEG codes with the enterprise using each. The register is the platform's, but a code already
 * used by an enterprise outside the caller's scope is not the caller's to see (404, not probing).
 */
function cegQuery(db: Kysely<DB>, user: Principal) {
  return db
    .selectFrom('ceg_codes as c')
    .leftJoin('businesses as b', 'b.codeCEG', 'c.code')
    .selectAll('c')
    .select('b.id as business_id')
    .where((eb) => eb.or([eb('b.id', 'is', null), businessScope(user)]));
}

/** power has no null in the contract: an unknown power is left out. */
function present<T extends { power: string | null }>(row: T) {
  const { power, ...rest } = row;
  return power === null ? rest : { ...rest, power };
}

/** Locks a CEG row before a change, so that no enterprise claims it meanwhile (see createBusiness). */
async function lockCeg(db: Kysely<DB>, id: number): Promise<void> {
  await db.selectFrom('ceg_codes').select('id').where('id', '=', id).forUpdate().execute();
}

async function findCeg(db: Kysely<DB>, user: Principal, id: number) {
  const row = await cegQuery(db, user).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

const values = (body: CegInput) => ({
  code: assembleCeg(body),
  type_of_generation: body.type_of_generation,
  source: body.source,
  uf: body.uf,
  core: body.core,
  dv: body.dv,
  version: body.version,
  enterprise_name: body.enterprise_name,
  power: body.power ?? null,
  operation_date: body.operation_date ?? null,
});

const IN_USE = 'CEG em uso por um empreendimento';

export const cegHandlers: Handlers = {
  async listCegs({ db, user, query }) {
    let q = cegQuery(db, user);
    if (query.uf) q = q.where('c.uf', '=', query.uf.toUpperCase());
    if (query.in_use !== undefined) q = q.where('b.id', query.in_use ? 'is not' : 'is', null);
    const page = await listPage(q, query, {
      searchable: ['c.code', 'c.enterprise_name'],
      sortable: sortableFor('listCegs'),
    });
    return { ...page, data: page.data.map(present) };
  },

  getCeg: ({ db, user, params }) => findCeg(db, user, params.id),

  async createCeg({ db, user, body }) {
    checkDigit(body);
    const row = await db.insertInto('ceg_codes').values(values(body)).returning('id').executeTakeFirstOrThrow();
    return findCeg(db, user, row.id);
  },

  async updateCeg({ db, user, params, body }) {
    await lockCeg(db, params.id);
    const current = await findCeg(db, user, params.id);
    checkDigit(body);
    const next = values(body);
    // An enterprise refers to its CEG by code: the code of a CEG in use cannot change under it.
    if (current.business_id !== null && next.code !== current.code)
      throw conflict('CEG_IN_USE', `${IN_USE}; o código não pode ser alterado`);
    await db
      .updateTable('ceg_codes')
      .set({ ...next, ...touched() })
      .where('id', '=', params.id)
      .execute();
    return findCeg(db, user, params.id);
  },

  async deleteCeg({ db, user, params }) {
    await lockCeg(db, params.id);
    const current = await findCeg(db, user, params.id);
    if (current.business_id !== null) throw conflict('CEG_IN_USE', `${IN_USE}; não pode ser excluído`);
    await db.deleteFrom('ceg_codes').where('id', '=', params.id).execute();
    return undefined;
  },

  async listCegOptions({ db, query }) {
    let q = db
      .selectFrom('ceg_codes as c')
      .leftJoin('businesses as b', 'b.codeCEG', 'c.code')
      .select(['c.id', 'c.code', 'c.enterprise_name', sql<boolean>`b.id IS NOT NULL`.as('in_use')]);
    if (query.in_use !== undefined) q = q.where('b.id', query.in_use ? 'is not' : 'is', null);
    return listPage(q, query, {
      searchable: ['c.code', 'c.enterprise_name'],
      sortable: sortableFor('listCegOptions'),
      defaultSort: 'code',
    });
  },

  async getCegDetails({ db, user, params }) {
    const row = await cegQuery(db, user).where('c.code', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    const id = row.business_id;
    return {
      ...present(row),
      business: id === null ? null : await findBusiness(db, user, id),
      generation_total: id === null ? '0.000000' : await generationTotal(db, id),
      certified_total: id === null ? '0.000000' : await certifiedTotal(db, id),
    };
  },
};
