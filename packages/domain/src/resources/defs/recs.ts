import { zCreateRecBody, zUpdateRecBody } from '@rec/sdk/zod';
import { emissionDeadlineHint } from '../../validators/emission-deadline';
import { defineResource, op } from '../define';
import { REC_STATUS, SCHEME } from '../enums';
import { bool, choice, date, datetime, longText, mwh, period, ref, text } from '../field';

// Emission requests. Status moves only through the machine in machines/rec.ts.
export const recs = defineResource('recs', {
  label: 'Emissões',
  fields: {
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    codeCEG: text('Código CEG'),
    registrant_name: text('Registrante'),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    scheme: choice('Padrão', SCHEME),
    initial_period: date('Período inicial', { hint: emissionDeadlineHint }),
    final_period: date('Período final'),
    emissionVolume: mwh('Volume de emissão (MWh)'),
    status: choice('Situação', REC_STATUS),
    status_reason: longText('Motivo'),
    approval_date: datetime('Data de aprovação'),
    rejection_date: datetime('Data de recusa'),
    transactionId: text('ID da transação'),
    transactionDate: datetime('Data da transação'),
    transactionHash: text('Hash da transação'),
    blockchain_registration_date: datetime('Registro em blockchain'),
    sisrec_approval_date: date('Aprovação SISREC'),
    generation_period: period('Período de geração', { example: '2024-01' }),
    ccee_hash: text('Hash CCEE'),
    rejected_ccee: bool('Recusada na CCEE'),
    ccee_status: text('Situação CCEE'),
    rejected_external: bool('Recusada na plataforma externa'),
  },
  operations: {
    list: op('GET', '/recs', 'listRecs'),
    create: op('POST', '/recs', 'createRec'),
    edit: op('PUT', '/recs/{id}', 'updateRec'),
    approve: op('POST', '/recs/approve/{id}', 'approveRec'),
    refuse: op('POST', '/recs/refuse/{id}', 'refuseRec'),
    block: op('POST', '/recs/block/{id}', 'blockRec'),
    revert: op('POST', '/recs/revert', 'revertRec'),
    send: op('POST', '/recs/sendrechub', 'sendRecToHub'),
    batchCreate: op('POST', '/recs/batch', 'batchCreateRecs'),
    batchApprove: op('POST', '/recs/batchapprove', 'batchApproveRecs'),
    emissions: op('GET', '/recs/emissions', 'listRecEmissions'),
    primary: op('GET', '/recs/recsprimary', 'listRecsPrimary'),
    pdf: op('GET', '/pdf/getPdf/{id}', 'getPdf'),
  },
  bodies: { create: zCreateRecBody, edit: zUpdateRecBody },
});
