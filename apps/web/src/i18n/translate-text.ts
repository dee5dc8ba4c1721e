import { messageForText } from '@rec/domain';
import type { IntlShape } from 'react-intl';

// Apart from translate.ts: this one needs the domain's whole message catalogue, which the public
// screens' first paint does without (scripts/bench/bundle-budget.mjs).
// Zod keeps only the pt text of a domain rule; the catalogue leads back to its id so the
// message shows in the user's language. A text with no entry (a server's own) stays as it is.
export const translateText = (intl: IntlShape, text: string): string => {
  const message = messageForText(text);
  return message ? intl.formatMessage(message, message.values) : text;
};
