import type { BodyName } from '../bodies';
import type { Action } from '../names';
import type { ActionSpec, ActivitySpec, BulkSpec } from '../screen-types';

type Bodies = { refuse: BodyName; block: BodyName };

// What the admin does to an emission request (§4), each where the machine (or, for the hub and
// the certificate, the approved state) allows it. Approvals, hub sends and reverts show the
// server's catalogued message when they fail (§8).
export const REC_ACTIONS = (bodies: Bodies): Partial<Record<Action, ActionSpec>> => ({
  approve: {
    operation: 'approve',
    event: 'approve',
    tone: 'primary',
    confirm: true,
    pt: {
      label: 'Aprovar',
      confirm: 'Aprovar a emissão de {name}? Os certificados serão emitidos e a nota fiscal gerada.',
      success: 'Emissão aprovada',
      failure: 'Erro ao aprovar emissão',
    },
  },
  refuse: {
    operation: 'refuse',
    event: 'refuse',
    tone: 'danger',
    reason: 'reason',
    body: bodies.refuse,
    pt: {
      label: 'Recusar',
      confirm: 'Recusar a emissão de {name}? O registrante verá o motivo.',
      reason: 'Motivo da recusa',
      success: 'Emissão recusada',
      failure: 'Erro ao recusar emissão',
    },
  },
  block: {
    operation: 'block',
    event: 'block',
    tone: 'danger',
    reason: 'reason',
    body: bodies.block,
    pt: {
      label: 'Bloquear',
      confirm: 'Bloquear a emissão de {name}? Ela não poderá mais ser aprovada.',
      reason: 'Motivo do bloqueio',
      success: 'Emissão bloqueada',
      failure: 'Erro ao bloquear emissão',
    },
  },
  revert: {
    operation: 'revert',
    event: 'revert',
    tone: 'danger',
    confirm: true,
    idField: 'rec_emission_id',
    pt: {
      label: 'Reverter',
      confirm: 'Reverter a emissão de {name}? Os certificados saem da conta e a nota fiscal é cancelada.',
      success: 'Emissão revertida',
      failure: 'Erro ao reverter emissão',
    },
  },
  send: {
    operation: 'send',
    tone: 'primary',
    confirm: true,
    when: { status: ['approved'], transactionHash: 'absent' },
    idField: 'rec_emission_id',
    message: 'message',
    detail: 'transactionHash',
    pt: {
      label: 'Enviar ao hub',
      confirm: 'Enviar a emissão de {name} ao hub? O registro não pode ser desfeito.',
      detail: 'Hash da transação: {value}',
      success: 'Emissão enviada ao hub',
      failure: 'Erro ao enviar emissão ao hub',
    },
  },
  pdf: {
    operation: 'pdf',
    tone: 'primary',
    when: { status: ['approved'] },
    opens: { kind: 'file' },
    pt: {
      label: 'Certificado (PDF)',
      success: 'Certificado aberto em uma nova janela',
      failure: 'Erro ao abrir o certificado',
    },
  },
});

export const REC_BULK: Partial<Record<Action, BulkSpec>> = {
  approve: {
    operation: 'batchApprove',
    event: 'approve',
    idsField: 'ids',
    tone: 'primary',
    confirm: true,
    pt: {
      label: 'Aprovar selecionadas',
      confirm: 'Aprovar {count, plural, one {# emissão} other {# emissões}}? Todas são aprovadas, ou nenhuma.',
      success: '{count, plural, one {# emissão aprovada} other {# emissões aprovadas}}',
      failure: 'Erro ao aprovar emissões',
    },
  },
};

export const REC_ACTIVITY: ActivitySpec = {
  operation: 'activity',
  pt: {
    requested: 'Solicitada',
    edited: 'Solicitação alterada',
    approved: 'Aprovada',
    refused: 'Recusada',
    blocked: 'Bloqueada',
    reverted: 'Revertida',
    sent_to_hub: 'Enviada ao hub',
    registry_recorded: 'Dados de registro (CCEE, SISREC) gravados',
    invoice_raised: 'Nota fiscal gerada',
    invoice_paid: 'Nota fiscal paga',
  },
};
