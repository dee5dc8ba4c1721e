import { messageForText } from '@rec/domain';
import type { Translatable } from '../i18n/translate';

// Zod keeps only the pt text of a rule; the catalogue (loaded here, on submit, not at first paint)
// leads back to its id so the field shows it in the user's language. A text with no entry stays.
export const toTranslatable = (text: string): Translatable => messageForText(text) ?? text;
