import { RESOURCES } from '@rec/domain';
import type { OperationId } from '../http/types';

/**
 * Columns a list sorts by although no screen offers them (ADR 0095): the id and timestamps API
 * callers sort by, and the lists of operations no definition declares (option lists, links).
 * What a screen sorts by is its definition's `sortable`, never repeated here.
 */
export const SERVER_SORTS: Readonly<Partial<Record<OperationId, readonly string[]>>> = {
  listAdmins: ['id', 'name', 'lastName', 'email', 'profile', 'role', 'active', 'created_at', 'updated_at'],
  listApiClients: ['id'],
  listApiIntegrations: ['id', 'created_at'],
  listWebhookSubscriptions: ['id', 'updated_at'],
  listWebhookDeliveries: ['id'],
  listAutomationLogs: ['id', 'created_at', 'status', 'automation_id', 'automation_name'],
  listBeneficiaries: ['id', 'name', 'code', 'country'],
  listBeneficiaryConsumptions: ['id', 'period_start', 'volume'],
  listBusinesses: ['id', 'balanceAvailable', 'source_name', 'technology_name', 'updated_at'],
  listCceeShareMappings: ['id', 'share_code', 'codeCEG', 'plant_name', 'created_at'],
  listCegOptions: ['id', 'code', 'enterprise_name', 'in_use'],
  listCegs: ['id', 'created_at'],
  listClients: ['id', 'name', 'lastName', 'email', 'profile', 'role', 'active', 'created_at', 'updated_at'],
  listConfigs: ['id', 'created_at', 'updated_at'],
  listCountries: ['id', 'created_at'],
  listExchanges: ['id', 'created_at'],
  listGeneration: ['id', 'period', 'year', 'month', 'total', 'business_name', 'codeCEG', 'import_date', 'created_at'],
  listInvoiceRedemptions: ['id', 'created_at', 'paid_at'],
  listInvoices: ['id', 'created_at', 'paid_at'],
  listLinkableRegistrants: ['id'],
  listParticipantBusinesses: ['id', 'participant_name', 'status', 'created_at', 'updated_at', 'business_name'],
  listParticipantRegistrants: ['id', 'participant_name', 'status', 'created_at', 'updated_at', 'registrant_name'],
  listParticipants: ['id'],
  listRecEmissions: [
    'id',
    'created_at',
    'generation_period',
    'emissionVolume',
    'status',
    'business_name',
    'approval_date',
  ],
  listRecs: ['id'],
  listRecsPrimary: ['period', 'business_name', 'available_volume'],
  listRedemptionAutomations: ['id', 'created_at'],
  listRegistrants: ['id', 'social_reason', 'cnpj', 'email', 'dueDate', 'active', 'total_enterprises', 'created_at'],
  listRetirements: ['id', 'accountCode', 'accountName', 'accountType', 'balance'],
  listSources: ['id', 'created_at'],
  listTechnologies: ['id', 'source_id', 'created_at'],
  listTransfers: ['id'],
  listTutorials: ['id', 'created_at', 'updated_at'],
  listUsers: ['id', 'name', 'lastName', 'email', 'profile', 'role', 'active', 'created_at', 'updated_at'],
};

/** The definitions' declared columns by list operation (several screens may share one list). */
function declared(key: 'sortable' | 'searchable'): Map<OperationId, readonly string[]> {
  const byList = new Map<OperationId, readonly string[]>();
  for (const def of Object.values(RESOURCES)) {
    const list = def.operations.list?.id as OperationId | undefined;
    if (list) byList.set(list, [...new Set([...(byList.get(list) ?? []), ...def[key]])]);
  }
  return byList;
}

const SORTABLE = declared('sortable');
const SEARCHABLE = declared('searchable');

/** What a list sorts by: its definitions' `sortable` plus the server's extras above. */
export const sortableFor = (list: OperationId): readonly string[] => [
  ...new Set([...(SORTABLE.get(list) ?? []), ...(SERVER_SORTS[list] ?? [])]),
];

/** The fields a list searches, from its definitions' `searchable`. */
export const searchableFor = (list: OperationId): readonly string[] => SEARCHABLE.get(list) ?? [];
