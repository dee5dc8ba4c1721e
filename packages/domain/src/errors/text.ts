import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../format/intl';
import type { DomainMessage } from './entry';

// For callers without their own intl (logs, tests, server-side texts): pt unless told otherwise.
export const textOf = (message: DomainMessage, intl: IntlShape = intlFor()): string =>
  intl.formatMessage(message, message.values);

// The pt text of a catalogue entry with its {placeholders} filled, without the ICU parser: the
// validators run in the web's production build, where messages are precompiled and the parser is
// left out (a formatMessage of a raw pt text would throw there and the form would show nothing).
export const ptText = (message: DomainMessage): string =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
    message.values && Object.hasOwn(message.values, name) ? String(message.values[name]) : whole,
  );
