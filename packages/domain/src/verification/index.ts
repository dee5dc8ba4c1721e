export {
  BUNDLE_PAGE_SIZE,
  type BundleCheckEnd,
  type CheckedPage,
  checkBundlePages,
  type ProvenBundle,
} from './bundle-pages';
export {
  CHAIN_PROBLEM_MESSAGES,
  type ChainProblem,
  checkStatement,
  type StatementCheck,
  type StatementVerification,
} from './check';
export {
  CODE_DATA_LENGTH,
  CODE_HASH_PREFIX,
  formatVerificationCode,
  type ParsedCode,
  parseVerificationCode,
  verificationCodeOf,
} from './code';
