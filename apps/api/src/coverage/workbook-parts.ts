import type { ZipPart } from './zip';

// The package parts around the sheets of an XLSX (ECMA-376 part 2, Open Packaging Conventions):
// content types, the package's and the workbook's relationships, and the workbook naming the sheets
// in order. No styles part: the pack's cells carry no styles.

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const attr = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

export function workbookParts(sheets: readonly { name: string; xml: Iterable<string> }[]): ZipPart[] {
  const n = sheets.map((_, i) => i + 1);
  return [
    {
      name: '[Content_Types].xml',
      texts: [
        `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${n.map((i) => `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="${SHEET_TYPE}"/>`).join('')}</Types>`,
      ],
    },
    {
      name: '_rels/.rels',
      texts: [
        `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      texts: [
        `${HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${attr(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      texts: [
        `${HEAD}<Relationships xmlns="${PKG_REL}">${n.map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`).join('')}</Relationships>`,
      ],
    },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, texts: s.xml })),
  ];
}
