import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { REC_NOT_FOUND } from '../recs/select';
import { PdfWriter } from './layout';
import { ptDate, ptDateTime, ptMwh, ptPeriod } from './text';

const SCHEME = { irec: 'I-REC', rec_brazil: 'REC Brazil' } as const;
const STATUS = {
  pending: 'Aguardando aprovação',
  approved: 'Aprovada',
  refused: 'Recusada',
  blocked: 'Bloqueada',
  reverted: 'Revertida',
} as const;

/**
 * The emission, within the caller's reach: admin any; registrant staff their registrant's; a
 * participant admin the emissions it holds or has held in one of its accounts. 404 otherwise.
 */
async function emissionInScope(db: Kysely<DB>, user: Principal, id: number) {
  let q = db
    .selectFrom('recs as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('registrants as reg', 'reg.id', 'r.registrant_id')
    .leftJoin('participants as p', 'p.id', 'r.participant_id')
    .leftJoin('sources as s', 's.id', 'b.source_id')
    .leftJoin('technologies as t', 't.id', 'b.technology_id')
    .select([
      'r.id',
      'r.status',
      'r.scheme',
      'r.initial_period',
      'r.final_period',
      'r.generation_period',
      'r.emissionVolume',
      'r.approval_date',
      'r.transactionId',
      'r.transactionHash',
      'b.name as business_name',
      'b.codeCEG',
      'b.uf',
      'b.city',
      'reg.social_reason as registrant_name',
      'reg.cnpj as registrant_cnpj',
      'p.name as participant_name',
      's.name as source_name',
      't.name as technology_name',
    ])
    .where('r.id', '=', id);
  if (user.role === 'client_admin_participant') {
    const participant = user.participantId ?? -1;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('holdings as h')
          .innerJoin('accounts as a', 'a.id', 'h.account_id')
          .select('h.id')
          .whereRef('h.rec_id', '=', 'r.id')
          .where('a.participant_id', '=', participant),
      ),
    );
  } else if (user.role !== 'admin') {
    q = q.where('r.registrant_id', '=', user.registrantId ?? -1);
  }
  const rec = await q.executeTakeFirst();
  if (!rec) throw notFound(REC_NOT_FOUND);
  return rec;
}

const cnpj = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** The emission certificate of an approved emission, verifiable against its issue entry. */
export async function emissionCertificate(db: Kysely<DB>, user: Principal, id: number) {
  const rec = await emissionInScope(db, user, id);
  if (rec.status !== 'approved' || !rec.approval_date)
    throw conflict('REC_NOT_APPROVED', serverText(SERVER_TEXTS.somenteEmissoesAprovadasTemCertificado));
  const issue = await db
    .selectFrom('ledger_entries')
    .select(['hash', 'account_id'])
    .where('kind', '=', 'issue')
    .where('rec_id', '=', rec.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!issue) throw conflict('REC_NOT_ISSUED', serverText(SERVER_TEXTS.emissaoAprovadaSemLancamentoEmissao));
  const account = await db
    .selectFrom('accounts')
    .select('accountCode')
    .where('id', '=', issue.account_id)
    .executeTakeFirst();
  const pdf = await PdfWriter.create({
    title: `Certificado de Emissão nº ${rec.id}`,
    hash: issue.hash,
    date: new Date(rec.approval_date),
  });
  pdf.title('Certificado de Emissão de Energia Renovável');
  pdf.paragraph(
    `Certificamos que o volume abaixo, gerado por fonte renovável, foi emitido no esquema ${SCHEME[rec.scheme]} ` +
      'e registrado na trilha de auditoria da plataforma. 1 certificado = 1 MWh.',
    10,
  );
  pdf.section('Emissão');
  pdf.field('Número da emissão', String(rec.id));
  pdf.field('Esquema', SCHEME[rec.scheme]);
  pdf.field('Situação', STATUS[rec.status]);
  pdf.field('Volume emitido', `${ptMwh(rec.emissionVolume)} MWh`);
  pdf.field('Período de geração', `${ptDate(rec.initial_period)} a ${ptDate(rec.final_period)}`);
  pdf.field('Mês de produção', ptPeriod(rec.generation_period));
  pdf.field('Data de aprovação', ptDateTime(rec.approval_date));
  pdf.field('Conta de emissão', account?.accountCode ?? '—');
  pdf.section('Usina geradora');
  pdf.field('Empreendimento', rec.business_name);
  pdf.field('Código CEG', rec.codeCEG);
  pdf.field('Fonte de energia', rec.source_name ?? '—');
  pdf.field('Tecnologia', rec.technology_name ?? '—');
  pdf.field('Localização', [rec.city, rec.uf].filter(Boolean).join(' — ') || '—');
  pdf.section('Partes');
  pdf.field('Registrante', `${rec.registrant_name} (CNPJ ${cnpj(rec.registrant_cnpj)})`);
  pdf.field('Participante', rec.participant_name ?? '—');
  pdf.section('Verificação');
  pdf.code('Hash do lançamento de emissão', issue.hash);
  if (rec.transactionHash) pdf.code(`Registro no hub (${rec.transactionId ?? '—'})`, rec.transactionHash);
  pdf.space();
  pdf.paragraph(
    'O hash acima é o do lançamento de emissão desta emissão na trilha de auditoria encadeada ' +
      '(SHA-256 do hash anterior e do lançamento). Qualquer alteração do registro o invalidaria.',
    8,
  );
  return { filename: `certificado-emissao-${rec.id}.pdf`, body: await pdf.save() };
}
