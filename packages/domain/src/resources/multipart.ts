import type { OperationId } from './types';

// The registry names each call but not its media type. These operations take
// multipart/form-data (a unit test compares this set with the contract's bundle).
export const MULTIPART_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'uploadBusinessFiles',
  'createTutorial',
  'updateTutorial',
  'updateApiIntegration',
  'uploadGenerationImport',
  'preGeneration',
  'uploadBeneficiaryConsumptionImport',
  'uploadBeneficiaryHourlyConsumptionImport',
  'uploadExchangeImport',
  'uploadCceeShareMappings',
  'updateInvoice',
  'uploadInvoiceReceipt',
  'updateInvoiceRedemption',
  'uploadInvoiceRedemptionReceipt',
  'uploadBulkFile',
]);
