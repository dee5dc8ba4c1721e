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
