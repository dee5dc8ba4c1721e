// A structural diff of two bundled contracts (openapi/openapi.bundle.json): what a caller of the API
// notices — operations, their parameters and answers, deprecations, schemas' fields, webhook events,
// security schemes. Descriptions and examples are not changes. Used by scripts/api-changelog.mjs.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const operations = (spec) => {
  const out = new Map();
  for (const [p, item] of Object.entries(spec?.paths ?? {}))
    for (const m of METHODS) if (item[m]) out.set(`${m.toUpperCase()} ${p}`, item[m]);
  return out;
};

const params = (op) =>
  new Map((op.parameters ?? []).filter((x) => x.name).map((x) => [`${x.in} ${x.name}`, Boolean(x.required)]));

const refName = (schema) => (typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined);

/** The body's schema as a caller sees it: a component's name or `inline`, per media type. */
const bodyOf = (op) =>
  Object.entries(op.requestBody?.content ?? {})
    .map(([media, c]) => `${media} ${refName(c.schema) ?? 'inline'}`)
    .sort()
    .join(', ');

const name = (op, key) => `\`${key}\` (${op.operationId})`;
const list = (items) => items.map((i) => `\`${i}\``).join(', ');
const added = (a, b) => [...b].filter((x) => !a.has(x));

function operationChanges(before, after) {
  const lines = [];
  const [a, b] = [operations(before), operations(after)];
  for (const key of added(new Set(a.keys()), b.keys())) lines.push(`Added operation ${name(b.get(key), key)}`);
  for (const key of added(new Set(b.keys()), a.keys())) lines.push(`Removed operation ${name(a.get(key), key)}`);
  for (const [key, op] of b) {
    const old = a.get(key);
    if (!old) continue;
    const what = name(op, key);
    if (op.deprecated && !old.deprecated)
      lines.push(`Deprecated ${what}${op['x-sunset'] ? `, sunset ${op['x-sunset']}` : ''}`);
    if (!op.deprecated && old.deprecated) lines.push(`No longer deprecated: ${what}`);
    const [pa, pb] = [params(old), params(op)];
    const gained = added(new Set(pa.keys()), pb.keys());
    const lost = added(new Set(pb.keys()), pa.keys());
    if (gained.length) lines.push(`${what}: parameters added ${list(gained)}`);
    if (lost.length) lines.push(`${what}: parameters removed ${list(lost)}`);
    const nowRequired = [...pb].filter(([k, r]) => pa.has(k) && r && !pa.get(k)).map(([k]) => k);
    if (nowRequired.length) lines.push(`${what}: parameters now required ${list(nowRequired)}`);
    if (bodyOf(old) !== bodyOf(op))
      lines.push(`${what}: request body ${bodyOf(old) || 'none'} → ${bodyOf(op) || 'none'}`);
    const [ra, rb] = [new Set(Object.keys(old.responses ?? {})), new Set(Object.keys(op.responses ?? {}))];
    const newCodes = added(ra, rb);
    const goneCodes = added(rb, ra);
    if (newCodes.length) lines.push(`${what}: answers added ${list(newCodes)}`);
    if (goneCodes.length) lines.push(`${what}: answers removed ${list(goneCodes)}`);
  }
  return lines;
}

const typeOf = (s) => refName(s) ?? [s?.type ?? (s?.oneOf || s?.anyOf ? 'union' : 'any')].flat().join('|');

function schemaChanges(before, after) {
  const lines = [];
  const [a, b] = [before?.components?.schemas ?? {}, after?.components?.schemas ?? {}];
  const [ka, kb] = [new Set(Object.keys(a)), new Set(Object.keys(b))];
  for (const n of added(ka, kb)) lines.push(`Added schema \`${n}\``);
  for (const n of added(kb, ka)) lines.push(`Removed schema \`${n}\``);
  for (const n of kb) {
    if (!ka.has(n)) continue;
    const [sa, sb] = [a[n], b[n]];
    const [fa, fb] = [sa.properties ?? {}, sb.properties ?? {}];
    const [na, nb] = [new Set(Object.keys(fa)), new Set(Object.keys(fb))];
    const gained = added(na, nb);
    const lost = added(nb, na);
    if (gained.length) lines.push(`\`${n}\`: fields added ${list(gained)}`);
    if (lost.length) lines.push(`\`${n}\`: fields removed ${list(lost)}`);
    const retyped = [...nb].filter((f) => na.has(f) && typeOf(fa[f]) !== typeOf(fb[f]));
    for (const f of retyped) lines.push(`\`${n}.${f}\`: type ${typeOf(fa[f])} → ${typeOf(fb[f])}`);
    const [qa, qb] = [new Set(sa.required ?? []), new Set(sb.required ?? [])];
    const nowRequired = added(qa, qb).filter((f) => na.has(f));
    if (nowRequired.length) lines.push(`\`${n}\`: now required ${list(nowRequired)}`);
    const [ea, eb] = [new Set(sa.enum ?? []), new Set(sb.enum ?? [])];
    if (ea.size || eb.size) {
      const more = added(ea, eb);
      const fewer = added(eb, ea);
      if (more.length) lines.push(`\`${n}\`: values added ${list(more)}`);
      if (fewer.length) lines.push(`\`${n}\`: values removed ${list(fewer)}`);
    }
  }
  return lines;
}

function keyed(label, a = {}, b = {}) {
  const [ka, kb] = [new Set(Object.keys(a)), new Set(Object.keys(b))];
  return [
    ...added(ka, kb).map((k) => `Added ${label} \`${k}\``),
    ...added(kb, ka).map((k) => `Removed ${label} \`${k}\``),
  ];
}

/** OAuth scopes a security scheme's flows grant, as `scheme scope`. */
const scopes = (spec) =>
  new Set(
    Object.entries(spec?.components?.securitySchemes ?? {}).flatMap(([scheme, def]) =>
      Object.values(def.flows ?? {}).flatMap((flow) => Object.keys(flow.scopes ?? {}).map((s) => `${scheme} ${s}`)),
    ),
  );

function scopeChanges(before, after) {
  const [a, b] = [scopes(before), scopes(after)];
  const [more, fewer] = [added(a, b), added(b, a)];
  return [
    ...(more.length ? [`OAuth scopes added: ${list(more)}`] : []),
    ...(fewer.length ? [`OAuth scopes removed: ${list(fewer)}`] : []),
  ];
}

/** The changes from `before` (undefined: nothing yet) to `after`, one line each. */
export function contractChanges(before, after) {
  return [
    ...operationChanges(before, after),
    ...keyed('webhook event', before?.webhooks, after?.webhooks),
    ...keyed('security scheme', before?.components?.securitySchemes, after?.components?.securitySchemes),
    ...scopeChanges(before, after),
    ...schemaChanges(before, after),
  ];
}
