export { IMPORT_DEFS, type ImportDef, type ImportSource, type ImportTemplate, importDefOf } from './defs';
export { codeText } from './messages';
