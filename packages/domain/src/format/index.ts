export {
  calendarDay,
  type FormatDateOptions,
  formatDate,
  formatHour,
  formatMonthShort,
  formatPeriod,
  isoDayIn,
} from './date';
export { type Decimal, decimalToString, parseDecimalString, roundDecimal, sumDecimals, toDecimal } from './decimal';
export { deviceName } from './device';
export { createDomainIntl, intlFor } from './intl';
export { type FormatNumberOptions, formatCurrency, formatDecimal, formatMwh, type NumberInput } from './number';
export { type ParseDateOptions, parseDate } from './parse-date';
export { type ParseDecimalOptions, parseDecimalInput } from './parse-decimal';
