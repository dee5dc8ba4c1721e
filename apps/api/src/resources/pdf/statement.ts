import { SERVER_TEXTS, serverText } from '@rec/domain';
import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { hourlyStatement } from '../../hourly/statement';
import { conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { writeHourlySection } from './hourly-section';
import { PdfWriter } from './layout';
import { drawQr, qrMatrix } from './qr';
import { ptDate, ptDateTime, ptMwh, ptPeriod } from './text';

const REDEMPTION_NOT_FOUND = serverText(SERVER_TEXTS.aposentadoriaNaoEncontrada);
const SCHEME = { irec: 'I-REC', rec_brazil: 'REC Brazil' } as const;

/**
 * The redemption, within the caller's reach: admin any; a participant admin its own. Registrant
 * staff have no redemptions (they are the participants' acts): 404.
 */
export async function redemptionInScope(db: Kysely<DB>, user: Principal, id: number) {
  if (user.role !== 'admin' && user.role !== 'client_admin_participant') throw notFound(REDEMPTION_NOT_FOUND);
  let q = db
    .selectFrom('redemptions as r')
    .innerJoin('beneficiaries as ben', 'ben.id', 'r.beneficiary_id')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .innerJoin('accounts as ret', 'ret.id', 'r.retirement_account_id')
    .select([
      'r.id',
      'r.status',
      'r.volume',
      'r.purpose',
      'r.period_start',
      'r.period_end',
      'r.notes',
      'r.redemption_date',
      'r.created_at',
      'r.source_account_code',
      'r.automation_id',
      'r.statement_hash',
      'ret.accountCode as retirement_account_code',
      'ben.name as beneficiary_name',
      'ben.code as beneficiary_code',
      'ben.country as beneficiary_country',
      'ben.location as beneficiary_location',
      'p.name as participant_name',
    ])
    .where('r.id', '=', id);
  if (user.role !== 'admin') q = q.where('r.participant_id', '=', user.participantId ?? -1);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(REDEMPTION_NOT_FOUND);
  return row;
}

/** The certificates a redemption retired, with their plants: what its statement lists. */
export function statementItems(db: Kysely<DB>, redemptionId: number) {
  return db
    .selectFrom('redemption_items as i')
    .innerJoin('recs as e', 'e.id', 'i.rec_id')
    .innerJoin('businesses as b', 'b.id', 'e.business_id')
    .select([
      'i.rec_id',
      sql<string>`i.volume::numeric(18,6)::text`.as('volume'),
      'e.scheme',
      'e.initial_period',
      'e.final_period',
      'e.generation_period',
      'b.name as business_name',
      'b.codeCEG',
    ])
    .where('i.redemption_id', '=', redemptionId)
    .orderBy('i.rec_id')
    .execute();
}

/**
 * The redemption statement: what was retired, for whom, from which plants; verifiable on the
 * chain, and by anyone through its code and QR code on the public page `webUrl`/verify/{code}.
 */
export async function redemptionStatement(db: Kysely<DB>, user: Principal, id: number, webUrl: string) {
  const red = await redemptionInScope(db, user, id);
  if (red.status !== 'completed')
    throw conflict('REDEMPTION_NOT_COMPLETED', serverText(SERVER_TEXTS.somenteAposentadoriasConcluidasTemDeclaracao));
  // The hash of its last audit entry, kept when it was booked (migration 0075).
  const last = red.statement_hash ? { hash: red.statement_hash } : undefined;
  if (!last) throw conflict('REDEMPTION_NOT_BOOKED', serverText(SERVER_TEXTS.aposentadoriaSemLancamentos));
  const code = verificationCodeOf(last.hash);
  const verifyUrl = `${webUrl.replace(/\/+$/, '')}/verify/${code}`;
  const items = await statementItems(db, red.id);
  const when = red.redemption_date ?? red.created_at;
  const pdf = await PdfWriter.create({
    title: `Declaração de Aposentadoria nº ${red.id}`,
    hash: last.hash,
    date: new Date(when),
  });
  pdf.title('Declaração de Aposentadoria de Certificados de Energia Renovável');
  pdf.paragraph(
    `Declaramos que ${ptMwh(red.volume)} MWh em certificados de energia renovável foram aposentados ` +
      `em nome do beneficiário abaixo e não podem mais ser transferidos nem usados por outra pessoa.`,
    10,
  );
  pdf.section('Aposentadoria');
  pdf.field('Número', String(red.id));
  pdf.field('Data da aposentadoria', ptDateTime(when));
  pdf.field('Volume total', `${ptMwh(red.volume)} MWh`);
  pdf.field('Período de consumo', `${ptDate(red.period_start)} a ${ptDate(red.period_end)}`);
  pdf.field('Finalidade', red.purpose);
  if (red.notes) pdf.field('Observações', red.notes);
  if (red.automation_id) pdf.field('Origem', `Automação de aposentadoria nº ${red.automation_id}`);
  pdf.section('Beneficiário');
  pdf.field('Nome', red.beneficiary_name);
  pdf.field('Código', red.beneficiary_code);
  pdf.field('País', red.beneficiary_country);
  if (red.beneficiary_location) pdf.field('Localização', red.beneficiary_location);
  pdf.section('Participante e contas');
  pdf.field('Participante', red.participant_name);
  pdf.field('Conta de origem (negociação)', red.source_account_code);
  pdf.field('Conta de aposentadoria', red.retirement_account_code);
  pdf.section('Certificados aposentados');
  pdf.table(
    [
      { header: 'Emissão', width: 0.1 },
      { header: 'Usina', width: 0.27 },
      { header: 'Código CEG', width: 0.23 },
      { header: 'Esquema', width: 0.11 },
      { header: 'Produção', width: 0.11 },
      { header: 'Volume (MWh)', width: 0.18, align: 'right' },
    ],
    [
      ...items.map((i) => [
        String(i.rec_id),
        i.business_name,
        i.codeCEG,
        SCHEME[i.scheme],
        i.generation_period ? ptPeriod(i.generation_period) : `${ptDate(i.initial_period)}–${ptDate(i.final_period)}`,
        ptMwh(i.volume),
      ]),
      ['', 'Total', '', '', '', ptMwh(red.volume)],
    ],
  );
  // A retirement of hourly certificates also shows its hours, plants' number ranges and proof.
  const hourly = await hourlyStatement(db, { ...red, id: Number(red.id) });
  if (hourly) writeHourlySection(pdf, hourly.hourly, verifyUrl);
  pdf.section('Verificação');
  pdf.paragraph(
    'Qualquer pessoa pode conferir esta declaração, sem cadastro, lendo o QR code abaixo ou ' +
      'digitando o código de verificação no endereço indicado.',
    9,
  );
  const matrix = qrMatrix(verifyUrl);
  pdf.figure(96, (page, x, y) => drawQr(page, matrix, x, y, 96));
  pdf.field('Código de verificação', formatVerificationCode(code));
  pdf.field('Endereço de verificação', verifyUrl);
  pdf.space(4);
  pdf.code('Hash do último lançamento', last.hash);
  pdf.space();
  pdf.paragraph(
    'O hash acima é o do último lançamento desta aposentadoria na trilha de auditoria encadeada ' +
      '(SHA-256 do hash anterior e do lançamento). Qualquer alteração do registro o invalidaria.',
    8,
  );
  return { filename: `declaracao-aposentadoria-${red.id}.pdf`, body: await pdf.save() };
}
