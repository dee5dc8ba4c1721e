import { messageForText } from '@rec/domain';
import type { IntlShape } from 'react-intl';

// A domain message or label ({ id, defaultMessage, values? }), or a text the server wrote.
export type Translatable =
  | string
  | {
      readonly id: string;
      readonly defaultMessage: string;
      readonly values?: Readonly<Record<string, string | number>>;
    };

export const translate = (intl: IntlShape, message: Translatable): string =>
  typeof message === 'string' ? message : intl.formatMessage(message, message.values);

// Zod keeps only the pt text of a domain rule; the catalogue leads back to its id so the
// message shows in the user's language. A text with no entry (a server's own) stays as it is.
export const translateText = (intl: IntlShape, text: string): string => {
  const message = messageForText(text);
  return message ? intl.formatMessage(message, message.values) : text;
};
