// Reads whatever a failed call carried: the API's one error model, the legacy shapes the old
// server used ({ error }, { errors: [...] }, { status: false, data }), JSON text, or plain text.

export type ReadBody = {
  code?: string | undefined;
  message?: string | undefined;
  fieldErrors: Record<string, string>;
  requestId?: string | undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const readFields = (list: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (!Array.isArray(list)) return fields;
  for (const item of list) {
    if (!isRecord(item)) continue;
    const field = text(item.field);
    const message = text(item.message);
    // The first message per field is the one a form can show.
    if (field && message && !(field in fields)) fields[field] = message;
  }
  return fields;
};

const firstMessage = (list: unknown): string | undefined =>
  Array.isArray(list) ? list.map((item) => (isRecord(item) ? text(item.message) : undefined)).find(Boolean) : undefined;

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

export const readBody = (body: unknown): ReadBody => {
  if (typeof body === 'string') {
    const json = /^\s*[{[]/.test(body) ? parseJson(body) : undefined;
    return json === undefined ? { message: text(body), fieldErrors: {} } : readBody(json);
  }
  if (Array.isArray(body)) return { message: firstMessage(body), fieldErrors: readFields(body) };
  if (!isRecord(body)) return { fieldErrors: {} };
  if (isRecord(body.error)) return readBody(body.error);
  const refused = body.status === false ? text(body.data) : undefined;
  return {
    code: text(body.code),
    message: text(body.message) ?? text(body.error) ?? refused ?? firstMessage(body.errors),
    fieldErrors: { ...readFields(body.errors), ...readFields(body.fields) },
    requestId: text(body.requestId),
  };
};

export { isRecord };
