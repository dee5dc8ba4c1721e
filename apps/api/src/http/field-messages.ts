import { asFieldCode, type DomainMessage, ptText, VALIDATION_MESSAGES as V } from '@rec/domain';

// A schema rule a field broke, in the catalogue's Portuguese (never Ajv's English): the same texts
// the web's forms show for the same rules, so the web maps them back to its user's language.

export interface SchemaIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const limit = (issue: SchemaIssue) => String(issue.params.limit ?? '');

function messageOf(issue: SchemaIssue, value: unknown): DomainMessage {
  const { keyword, params } = issue;
  switch (keyword) {
    case 'required':
      return V.required;
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? V.numberInvalid : V.invalid;
    case 'minimum':
    case 'exclusiveMinimum':
      return { ...V.minValue, values: { minimum: limit(issue) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { ...V.maxValue, values: { maximum: limit(issue) } };
    case 'minLength':
      return Number(params.limit) <= 1 ? V.required : { ...V.tooShort, values: { minimum: limit(issue) } };
    case 'minItems':
      return Number(params.limit) <= 1 ? V.required : V.invalid;
    case 'maxLength':
      return { ...V.tooLong, values: { maximum: limit(issue) } };
    case 'format':
      return params.format === 'email' ? V.emailInvalid : V.badFormat;
    case 'pattern':
      // Every decimal pattern that can fail on a sign is an unsigned one (Mwh, Rate, Price): a
      // negative number there broke the field's range, not its format.
      return typeof value === 'string' && /^-\d/.test(value)
        ? { ...V.minValue, values: { minimum: '0' } }
        : V.badFormat;
    case 'enum':
    case 'const':
      return V.badOption;
    case 'additionalProperties':
      return V.unknownField;
    default:
      return V.invalid;
  }
}

/** The pt message of a broken rule (`value`: what the field held); a vendor keyword already speaks pt. */
export const fieldMessage = (issue: SchemaIssue, value?: unknown): string =>
  issue.keyword.startsWith('x-') && issue.message ? issue.message : ptText(messageOf(issue, value));

/** The value at an Ajv instance path ('/items/0/volume') of a request part. */
export function valueAt(data: unknown, instancePath: string): unknown {
  let here = data;
  for (const key of instancePath.split('/').slice(1)) {
    if (!here || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return here;
}

/** One broken rule as Ajv reports it. */
export interface AjvIssue extends SchemaIssue {
  instancePath: string;
}

/**
 * The contract's field errors for Ajv's issues about one request part (`where`: body, querystring,
 * params; `data`: what that part held): the one mapping for JSON and multipart bodies alike.
 */
export function schemaFields(issues: readonly AjvIssue[], where: string, data: unknown) {
  return issues.map((v) => {
    const params = v.params as { missingProperty?: string; additionalProperty?: string };
    // An unknown key (the contract closes every body) is named, so the caller sees which one.
    const missing = params.missingProperty ?? params.additionalProperty;
    const path = `${v.instancePath.replace(/^\//, '').replaceAll('/', '.')}${missing ? (v.instancePath ? '.' : '') + missing : ''}`;
    // Every keyword the contract's schemas use is a catalogued field code (a test reads them all).
    const code = asFieldCode(v.keyword) ?? 'invalid';
    return { field: path || where, code, message: fieldMessage(v, valueAt(data, v.instancePath)) };
  });
}
