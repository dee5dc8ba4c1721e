import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../format/intl';
import type { DomainMessage } from './entry';

// For callers without their own intl (logs, tests, server-side texts): pt unless told otherwise.
export const textOf = (message: DomainMessage, intl: IntlShape = intlFor()): string =>
  intl.formatMessage(message, message.values);
