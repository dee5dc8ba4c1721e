export { IMPORT_DEFS, type ImportDef, type ImportSource, importDefOf } from './defs';
export { codeText } from './messages';
