export {
  AGREEMENT_EVENT_SIDE,
  AGREEMENT_FULL_SHARE_BP,
  AGREEMENT_LIVE_STATES,
  type AgreementEvent,
  type AgreementState,
  agreementMachine,
} from './agreement';
export {
  type ApprovalEvent,
  type ApprovalStatus,
  enterpriseEditRefusal,
  enterpriseMachine,
  participantLinkMachine,
  participantMachine,
} from './approval';
export {
  type AutomationRunEvent,
  type AutomationRunState,
  automationRunEvent,
  automationRunMachine,
} from './automation';
export {
  type CceeImportEvent,
  type CceeImportState,
  cceeImportMachine,
  cceePollEvent,
  cceePreviewSummary,
  commitRefusalEvent,
} from './ccee-import';
export {
  ADMIN_WIDGETS,
  type DashboardAction,
  type DashboardState,
  dashboardReducer,
  initialDashboard,
  initialWidget,
  REGISTRANT_WIDGETS,
  type WidgetAction,
  type WidgetState,
  widgetReducer,
} from './dashboard';
export { defineMachine, type Machine, type TransitionTable } from './define-machine';
export { IllegalTransitionError } from './illegal-transition';
export {
  type ImportBatchStatus,
  type ImportEvent,
  type ImportJobStatus,
  type ImportState,
  importBatchMachine,
  importMachine,
  type PollDecision,
  pollImportCommit,
} from './import';
export {
  cloneInvoiceStatus,
  type InvoiceEvent,
  type InvoiceStatus,
  invoiceBlockDate,
  invoiceMachine,
  shouldBlockInvoice,
} from './invoice';
export { OFFER_EVENT_SIDE, type OfferEvent, type OfferState, offerMachine } from './offer';
export {
  initialOperation,
  type OperationAction,
  type OperationKind,
  type OperationPhase,
  type OperationState,
  operationMachine,
  operationReducer,
} from './operation';
export {
  initialRecoveryState,
  type RecoveryAction,
  type RecoveryEvent,
  type RecoveryState,
  type RecoveryStatus,
  recoveryMachine,
  recoveryReducer,
} from './password-recovery';
export { type RecEvent, type RecStatus, recMachine } from './rec';
