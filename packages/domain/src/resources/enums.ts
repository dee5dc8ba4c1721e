import type { Schemas } from '@rec/sdk';
import { ALL_SCOPES } from '../clients/scopes';
import { EVENT_TYPES } from '../events/types';
import type { Option } from './types';

// Fixed option lists are data; typing the table by the SDK's enum makes a new API value a compile error.
const enumOf = <V extends string>(name: string, labels: Readonly<Record<V, string>>): readonly Option[] =>
  Object.entries<string>(labels).map(([value, defaultMessage]) => ({
    value,
    label: { id: `enums.${name}.${value}`, defaultMessage },
  }));

export const APPROVAL_STATUS = enumOf<Schemas['ApprovalStatus']>('approvalStatus', {
  PENDENTE: 'Pendente',
  APROVADO: 'Aprovado',
  RECUSADO: 'Recusado',
});
export const REC_STATUS = enumOf<Schemas['RecStatus']>('recStatus', {
  pending: 'Aguardando aprovação',
  approved: 'Aprovado',
  refused: 'Recusado',
  blocked: 'Bloqueado',
  reverted: 'Revertido',
});
// How a request is issued (ADR 0091): the month's volume, or one bundle per plant-hour.
export const GRANULARITY = enumOf<Schemas['Granularity']>('granularity', {
  monthly: 'Mensal',
  hourly: 'Horária',
});
export const REC_STATUS_GROUP = enumOf<'rejected'>('recStatusGroup', {
  rejected: 'Recusadas, bloqueadas ou revertidas',
});
// The statuses each group stands for: the API filters by them, the rejected list offers only them.
export const REC_STATUS_GROUP_MEMBERS = {
  rejected: ['refused', 'blocked', 'reverted'],
} as const satisfies Record<'rejected', readonly Schemas['RecStatus'][]>;
export const INVOICE_STATUS = enumOf<Schemas['InvoiceStatus']>('invoiceStatus', {
  open: 'Em aberto',
  paid: 'Pago',
  blocked: 'Bloqueado',
});
export const INVOICE_FLOW_STATUS = enumOf<Schemas['InvoiceFlowStatus']>('invoiceFlowStatus', {
  issued: 'Emitida',
  receipt_uploaded: 'Comprovante enviado',
  confirmed: 'Confirmada',
});
export const MOVEMENT_STATUS = enumOf<Schemas['MovementStatus']>('movementStatus', {
  pending: 'Pendente',
  completed: 'Processado',
  refused: 'Recusado',
});
// An offer's states (offerMachine, ADR 0119) and the side the caller is on.
export const OFFER_STATE = enumOf<Schemas['OfferState']>('offerState', {
  pending: 'Pendente',
  accepted: 'Aceita',
  rejected: 'Recusada',
  withdrawn: 'Retirada',
  expired: 'Expirada',
});
export const OFFER_DIRECTION = enumOf<'incoming' | 'outgoing'>('offerDirection', {
  incoming: 'Recebida',
  outgoing: 'Enviada',
});
export const SCHEME = enumOf<Schemas['Scheme']>('scheme', { irec: 'I-REC', rec_brazil: 'REC Brazil' });
export const ACCOUNT_TYPE = enumOf<Schemas['AccountType']>('accountType', {
  trade: 'Negociação',
  retirement: 'Aposentadoria',
});
export const CURRENCY = enumOf<Schemas['Currency']>('currency', {
  BRL: 'Real (BRL)',
  USD: 'Dólar (USD)',
  EUR: 'Euro (EUR)',
});
export const SYNC_STATUS = enumOf<Schemas['SyncStatus']>('syncStatus', {
  not_synced: 'Não sincronizado',
  pending: 'Sincronizando',
  synced: 'Sincronizado',
  failed: 'Falha na sincronização',
});
export const CLIENT_ROLE = enumOf<Exclude<Schemas['Role'], 'admin' | 'service'>>('clientRole', {
  client: 'Registrante',
  client_admin: 'Administrador do registrante',
  client_financial: 'Financeiro do registrante',
  client_admin_participant: 'Administrador do participante',
});
export const PROVIDER = enumOf<Schemas['ApiIntegration']['provider']>('provider', { ccee: 'CCEE', evident: 'Evident' });
export const CLIENT_ORGANIZATION = enumOf<Schemas['ApiClient']['organization']>('clientOrganization', {
  registry: 'Registro',
  registrant: 'Registrante',
  participant: 'Participante',
});
export const API_CLIENT_STATUS = enumOf<Schemas['ApiClient']['status']>('apiClientStatus', {
  active: 'Ativo',
  revoked: 'Revogado',
});
// A machine client's scopes, read from the contract (clients/scopes.ts): technical names, the same
// in every language, so each label's text is the scope itself.
export const CLIENT_SCOPES: readonly Option[] = ALL_SCOPES.map((value) => ({
  value,
  label: { id: `enums.clientScope.${value.replace(':', '_')}`, defaultMessage: value },
}));
// The domain events a webhook subscription may receive, by the contract's EventType: each named in
// words, its technical name beside it on screen (what a receiver reads in `type`).
const EVENT_TYPE_NAMES: Readonly<Record<(typeof EVENT_TYPES)[number], string>> = {
  'emission.requested': 'Emissão solicitada',
  'emission.approved': 'Emissão aprovada',
  'emission.refused': 'Emissão recusada',
  'emission.blocked': 'Emissão bloqueada',
  'emission.reverted': 'Emissão revertida',
  'transfer.booked': 'Transferência enviada',
  'transfer.received': 'Transferência recebida',
  'redemption.completed': 'Resgate concluído',
  'import.committed': 'Importação confirmada',
  'import.failed': 'Importação com falha',
  'invoice.created': 'Nota fiscal criada',
  'invoice.due_soon': 'Nota fiscal a vencer',
  'invoice.paid': 'Nota fiscal paga',
  'invoice.overdue': 'Nota fiscal vencida',
  'invoice.blocked': 'Nota fiscal bloqueada',
  'plant.approved': 'Usina aprovada',
  'plant.refused': 'Usina recusada',
  'offer.received': 'Oferta recebida',
  'offer.accepted': 'Oferta aceita',
  'offer.rejected': 'Oferta rejeitada',
  'offer.withdrawn': 'Oferta retirada',
  'offer.expired': 'Oferta expirada',
  'agreement.proposed': 'Acordo proposto',
  'agreement.accepted': 'Acordo aceito',
  'agreement.rejected': 'Acordo recusado',
  'agreement.withdrawn': 'Acordo retirado',
  'agreement.ending': 'Acordo em encerramento',
  'agreement.ended': 'Acordo encerrado',
  'agreement.executed': 'Acordo executado',
  'agreement.execution_failed': 'Execução de acordo com falha',
  'automation.ran': 'Automação executada',
  'machine_client.secret_expiring': 'Segredo de cliente de API a expirar',
};
export const WEBHOOK_EVENT_TYPES: readonly Option[] = EVENT_TYPES.map((value) => ({
  value,
  label: { id: `enums.eventType.${value.replace('.', '_')}`, defaultMessage: EVENT_TYPE_NAMES[value] },
}));
// The families the event types are grouped by in a form (the part of the name before its dot).
type FamilyOf<T> = T extends `${infer F}.${string}` ? F : never;
export const EVENT_TYPE_GROUPS = enumOf<FamilyOf<(typeof EVENT_TYPES)[number]>>('eventTypeGroup', {
  emission: 'Emissões',
  transfer: 'Transferências',
  redemption: 'Resgates',
  import: 'Importações',
  invoice: 'Notas fiscais',
  plant: 'Usinas',
  offer: 'Ofertas',
  agreement: 'Acordos de transferência',
  automation: 'Automações',
  machine_client: 'Clientes de API',
});
export const PAYER = enumOf<NonNullable<Schemas['BusinessInput']['payer']>>('payer', {
  registrant: 'Registrante',
  participant: 'Participante',
});
export const MEASUREMENT_SOURCE = enumOf<NonNullable<Schemas['BusinessInput']['measurement_data_source']>>(
  'measurementSource',
  {
    ccee: 'CCEE',
    distributor: 'Distribuidora',
    own_meter: 'Medidor próprio',
  },
);
export const DEBIT_CREDIT = enumOf<NonNullable<Schemas['BusinessInput']['mwh_debit_credit']>>('debitCredit', {
  debit: 'Débito',
  credit: 'Crédito',
});
export const GENERATION_ORIGIN = enumOf<Schemas['Generation']['origin']>('generationOrigin', {
  excel: 'Excel',
  api: 'API',
  month: 'Mensal',
  pre_generation: 'Pré-geração',
  external: 'Externa',
  ccee_hourly: 'CCEE horária',
});
export const RUN_STATUS = enumOf<Schemas['AutomationLog']['status']>('runStatus', {
  success: 'Sucesso',
  skipped: 'Ignorado',
  failed: 'Falha',
});

// Standing agreements (ADR 0126): the machine's states, the caller's side, an execution's outcome and source.
export const AGREEMENT_STATE = enumOf<Schemas['AgreementState']>('agreementState', {
  proposed: 'Proposto',
  active: 'Ativo',
  ending: 'Em aviso de encerramento',
  ended: 'Encerrado',
  rejected: 'Recusado',
  withdrawn: 'Retirado',
});
export const AGREEMENT_DIRECTION = enumOf<NonNullable<Schemas['Agreement']['direction']>>('agreementDirection', {
  incoming: 'Recebido',
  outgoing: 'Enviado',
});
export const AGREEMENT_EXECUTION_STATE = enumOf<Schemas['AgreementExecution']['state']>('agreementExecutionState', {
  booked: 'Transferido',
  failed: 'Falhou',
});
// What an agreement moves (ADR 0133): a share of the monthly certificates, or per hour the receiver's consumption.
export const AGREEMENT_MODE = enumOf<Schemas['AgreementMode']>('agreementMode', {
  volume: 'Percentual dos certificados mensais',
  hourly_consumption: 'Consumo horário dos beneficiários do destinatário',
});
export const AGREEMENT_SOURCE = enumOf<Schemas['AgreementExecution']['source_kind']>('agreementSource', {
  emission: 'Emissão aprovada',
  transfer: 'Transferência recebida',
});

// For a cell: the label of a value, or the value itself when the API sends something new.
export const optionLabel = (options: readonly Option[] | undefined, value: unknown) =>
  options?.find((o) => o.value === value)?.label ?? { id: 'enums.unknown', defaultMessage: String(value ?? '') };
export const IMPORT_KIND = enumOf<Schemas['ImportBatch']['kind']>('importKind', {
  generation_excel: 'Geração (Excel)',
  generation_api: 'Geração (API CCEE)',
  generation_month: 'Geração (mensal)',
  pre_generation: 'Pré-geração',
  external: 'Integração externa',
  exchange: 'Câmbio',
  beneficiary_consumption: 'Consumo de beneficiários',
  ccee_hourly: 'CCEE horária (dados abertos)',
  beneficiary_hourly_consumption: 'Consumo horário de beneficiários',
});
export const IMPORT_STATUS = enumOf<Schemas['ImportBatch']['status']>('importStatus', {
  preview: 'Prévia',
  committing: 'Confirmando',
  committed: 'Confirmada',
  failed: 'Falhou',
  rolled_back: 'Desfeita',
});
// The residual-mix factor's scope (ADR 0103): one submarket, or the whole interconnected grid.
export const FACTOR_SUBMARKET = enumOf<Schemas['ResidualMixFactorInput']['submarket']>('factorSubmarket', {
  SIN: 'SIN (todo o sistema)',
  SUDESTE: 'Sudeste/Centro-Oeste',
  SUL: 'Sul',
  NORDESTE: 'Nordeste',
  NORTE: 'Norte',
});
// Where 24/7 matching keeps a certificate hour (a registry setting): the consumption's submarket or the SIN.
export const MATCHING_BOUNDARY = enumOf<NonNullable<Schemas['ConfigInput']['hourlyMatchingBoundary']>>(
  'matchingBoundary',
  { submarket: 'Submercado do consumo', SIN: 'SIN (todo o sistema)' },
);

export const WEBHOOK_DISABLED_REASON = enumOf<NonNullable<Schemas['WebhookSubscription']['disabled_reason']>>(
  'webhookDisabledReason',
  { failing: 'Falhas por 24 h' },
);
export const WEBHOOK_DELIVERY_STATUS = enumOf<Schemas['WebhookDelivery']['status']>('webhookDeliveryStatus', {
  pending: 'Pendente',
  delivered: 'Entregue',
  failed: 'Falhou',
});
// What happened to an account's access (ADR 0122), as the admins' security list names it.
export const SECURITY_EVENT_TYPE = enumOf<Schemas['SecurityEvent']['type']>('securityEventType', {
  'auth.signed_in': 'Entrada',
  'auth.second_factor_failed': 'Código de verificação errado',
  'auth.recovery_code_used': 'Código de recuperação usado',
  'auth.password_changed': 'Senha alterada',
  'two_factor.enabled': 'Verificação em duas etapas ativada',
  'two_factor.disabled': 'Verificação em duas etapas desativada',
  'two_factor.recovery_codes_regenerated': 'Novos códigos de recuperação',
  'session.revoked': 'Sessão encerrada',
  'session.revoked_all': 'Todas as sessões encerradas',
  'machine_client.secret_rotated': 'Segredo de cliente de API girado',
});
// Bulk files (ADR 0127): what a file books and its job's state, as the admin's oversight list names them.
export const BULK_KIND = enumOf<Schemas['BulkKind']>('bulkKind', {
  transfers: 'Transferências',
  retirements: 'Resgates',
});
export const BULK_JOB_STATUS = enumOf<Schemas['BulkJobStatus']>('bulkJobStatus', {
  preview: 'Em conferência',
  queued: 'Na fila',
  running: 'Registrando',
  done: 'Registrado',
  failed: 'Falhou',
});
