import { SERVER_TEXTS, serverText } from '@rec/domain';
import { unprocessable } from './errors';
import { type AjvIssue, schemaFields } from './field-messages';
import type { UploadedFile } from './types';
import { compileMultipartBody } from './validation';

// Multipart bodies are checked against the contract like JSON ones (issue 35 §9–10): every part
// is text, so a part the schema declares integer, number or boolean is read from its exact text
// form ("12", "-3.5", "true") and anything else stays text and fails `type` on its field. An
// empty part the body does not require is dropped: an HTML form sends its blank inputs.

type Json = Record<string, unknown>;
const COMBINATORS = ['allOf', 'oneOf', 'anyOf'] as const;

const EXACT: Record<string, RegExp> = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ };

/** The types a schema node allows, through its combinators (`files`: string or array). */
function typesOf(node: Json | undefined): string[] {
  if (!node) return [];
  const own = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  return [...own, ...COMBINATORS.flatMap((k) => ((node[k] as Json[] | undefined) ?? []).flatMap(typesOf))];
}

/** Top-level property schemas and required names, through allOf/oneOf/anyOf branches. */
function shapeOf(node: Json, props = new Map<string, Json[]>(), required = new Set<string>()) {
  for (const [name, p] of Object.entries((node.properties as Json | undefined) ?? {}))
    if (p && typeof p === 'object') props.set(name, [...(props.get(name) ?? []), p as Json]);
  for (const name of (node.required as string[] | undefined) ?? []) required.add(name);
  for (const k of COMBINATORS) for (const b of (node[k] as Json[] | undefined) ?? []) shapeOf(b, props, required);
  return { props, required };
}

function fromText(text: string, types: readonly string[]): unknown {
  if (types.includes('string')) return text;
  for (const t of ['integer', 'number'] as const) {
    if (!types.includes(t) || !EXACT[t]?.test(text)) continue;
    const n = Number(text);
    if (Number.isFinite(n)) return n;
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A checker of one operation's multipart fields: the fields in the schema's types, or a 422. */
export function multipartChecker(schema: Json) {
  const validate = compileMultipartBody(schema);
  const { props, required } = shapeOf(schema);
  const types = (name: string) => (props.get(name) ?? []).flatMap(typesOf);
  const itemTypes = (name: string) => (props.get(name) ?? []).flatMap((p) => typesOf(p.items as Json | undefined));
  const isFile = (p: Json) => p.format === 'binary' || (p.items as Json | undefined)?.format === 'binary';
  const fileFields = new Set([...props].filter(([, ps]) => ps.some(isFile)).map(([name]) => name));
  // A missing file is its operation's to answer, in the spec's words (FILE_NOT_FOUND, 'Erro ao
  // enviar o arquivo'), not a schema's `required`.
  const isMissingFile = (issue: AjvIssue) =>
    issue.keyword === 'required' &&
    fileFields.has(String((issue.params as { missingProperty?: string }).missingProperty));
  return (fields: Record<string, unknown>, files: readonly UploadedFile[]): Record<string, unknown> => {
    const typed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (value === '' && !required.has(name)) continue;
      typed[name] = Array.isArray(value)
        ? value.map((v) => fromText(String(v), itemTypes(name)))
        : fromText(String(value), types(name));
    }
    // Files stand in as their names, so `required` and array sizes count them too.
    const data: Record<string, unknown> = { ...typed };
    for (const f of files) {
      const prev = data[f.field];
      data[f.field] =
        prev === undefined ? f.filename : Array.isArray(prev) ? [...prev, f.filename] : [prev, f.filename];
    }
    const issues = validate(data) ? [] : (validate.errors as AjvIssue[]).filter((issue) => !isMissingFile(issue));
    if (issues.length)
      throw unprocessable(
        'VALIDATION_FAILED',
        serverText(SERVER_TEXTS.dadosInvalidos),
        schemaFields(issues, 'body', data),
      );
    return typed;
  };
}
