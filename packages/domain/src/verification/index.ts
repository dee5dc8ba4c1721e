export {
  CODE_DATA_LENGTH,
  CODE_HASH_PREFIX,
  formatVerificationCode,
  type ParsedCode,
  parseVerificationCode,
  verificationCodeOf,
} from './code';
