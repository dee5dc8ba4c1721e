// A synthetic month of CCEE's open-data file geracao_horaria_usina (shared/notes/ccee-open-data.md):
// the real 36 columns, one line per plant share × hour, `;` delimiter and comma decimals, lines in
// UTF-8 or Latin-1 (mixed line by line, as the portal's files are), ordered by hour then share.
// Used by scripts/gen-ccee-hourly.mjs, the API tests and scripts/bench/ccee-hourly.mjs.

export const COLUMNS = [
  'MES_REFERENCIA',
  'DATA',
  'PERIODO_COMERCIALIZACAO',
  'SUBMERCADO',
  'CODIGO_PARCELA_USINA',
  'SIGLA_USINA',
  'FONTE_PRIMARIA',
  'TIPO_USINA',
  'CODIGO_PERFIL_AGENTE',
  'SIGLA_PERFIL_AGENTE',
  'PARTICIPANTE_MRE',
  'PARTICIPANTE_RATEIO_PERDA',
  'GERACAO_CENTRO_GRAVIDADE',
  'FATOR_PERDA_INTERNA',
  'FATOR_RATEIO_PERDA_GERACAO',
  'GERACAO_VERIFICADA_ONS',
  'GERACAO_NO_PONTO_CONEXAO',
  'GERACAO_TESTE',
  'GERACAO_INFLEXIBILIDADE',
  'GERACAO_ORDEM_MERITO',
  'GERACAO_RESTRICAO_ELETRICA',
  'GERACAO_SEGURANCA_ENERGETICA',
  'GERACAO_REPOSICAO_PERDAS',
  'GERACAO_EXPORTACAO',
  'GERACAO_SUBSTITUICAO',
  'GERACAO_UNIT_COMMITMENT',
  'GERACAO_CONSTRAINED_OFF',
  'GERACAO_GARANTIA_FISICA',
  'GERACAO_FORA_ORDEM_MERITO',
  'GERACAO_COMERCIAL',
  'GERACAO_MRE',
  'GERACAO_LASTRO',
  'GERACAO_ESPECIAL',
  'GERACAO_AJUSTE',
  'GERACAO_PROPRIA',
  'GERACAO_CONTRATADA',
];

const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'];
const KINDS = [
  ['HIDRÁULICA', 'Hidráulicas MRE'],
  ['HIDRÁULICA', 'Hidráulicas não MRE'],
  ['GÁS NATURAL', 'Usinas com CVU'],
  ['BIOMASSA', 'Biomassa'],
  ['EÓLICA', 'Eólicas'],
  ['SOLAR', 'Demais usinas'],
];

/** UTF-8 bytes of a text, as a Latin-1 string (one char per byte): lines are joined as bytes. */
const asUtf8Bytes = (s) => Buffer.from(s, 'utf8').toString('latin1');

/** The share of index i: its code (not a CEG), short name, kind and submarket. */
export function shareOf(i) {
  const [source, kind] = KINDS[i % KINDS.length];
  return {
    code: String(10_000 + i),
    name: i % 7 === 3 ? `SÃO JOÃO ${i}` : `USINA${i}`,
    source,
    kind,
    submarket: SUBMARKETS[i % SUBMARKETS.length],
  };
}

/** Micro-MWh of share i in hour h (deterministic, 0..~120 MWh with 3 decimals). */
export const microAt = (i, h) => ((i * 7919 + h * 104_729) % 120_000) * 1000;

const decimal = (micro) => {
  const s = String(micro).padStart(7, '0');
  return `${s.slice(0, -6)},${s.slice(-6, -3)}`;
};

export const headerLine = (delimiter = ';') => COLUMNS.join(delimiter);

/**
 * The lines of a month (Latin-1 strings of their bytes; no line breaks), in batches of `batch`
 * lines. `encodingOf(i, h)` picks 'utf8' or 'latin1' per line; `edit(fields, i, h)` may change a
 * line's fields (tests: an empty measure, a wrong DATA).
 */
export function* monthLines({ year, month, shares, hours, delimiter = ';', encodingOf, edit, batch = 5000 }) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const total = Math.min(hours ?? days * 24, days * 24);
  const ref = `${String(month).padStart(2, '0')}/${year}`;
  const enc = encodingOf ?? ((i, h) => ((i + h) % 2 ? 'latin1' : 'utf8'));
  const info = Array.from({ length: shares }, (_, i) => shareOf(i));
  let out = [];
  for (let h = 1; h <= total; h++) {
    const day = Math.floor((h - 1) / 24) + 1;
    const date = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
    for (let i = 0; i < shares; i++) {
      const s = info[i];
      const g = decimal(microAt(i, h));
      let f = [
        ref,
        date,
        String(h),
        s.submarket,
        s.code,
        s.name,
        s.source,
        s.kind,
        String(500 + (i % 900)),
        `AGENTE ${i % 900}`,
        i % 6 < 2 ? 'S' : 'N',
        'S',
        g,
        '0,985',
        '1,012',
        i % 5 === 0 ? g : '',
        g,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        g,
        '',
        '',
        '',
        '',
        '',
        '',
      ];
      if (edit) f = edit(f, i, h) ?? f;
      const line = f.join(delimiter);
      out.push(enc(i, h) === 'utf8' ? asUtf8Bytes(line) : line);
      if (out.length >= batch) {
        yield out;
        out = [];
      }
    }
  }
  if (out.length) yield out;
}

/** The whole file as one Buffer (small months: tests). */
export function monthFile(options) {
  const parts = [Buffer.from(`${headerLine(options.delimiter)}\n`, 'latin1')];
  for (const lines of monthLines(options)) parts.push(Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
  return Buffer.concat(parts);
}
