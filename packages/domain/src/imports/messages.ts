import { CODE_MESSAGES } from '../errors/catalogue-codes';
import { GENERIC_MESSAGES } from '../errors/catalogue-generic';
import type { DomainMessage } from '../errors/entry';
import { lookup } from '../errors/lookup';

// A preview row's codes (GenerationErrorCode, a CCEE line's code) as the spec's Portuguese texts;
// a code the catalogue does not know shows as the server sent it.
export const codeText = (code: string): DomainMessage =>
  lookup(CODE_MESSAGES, code) ?? { ...GENERIC_MESSAGES.raw, values: { message: code } };
