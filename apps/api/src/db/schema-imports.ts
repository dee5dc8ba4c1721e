// Table types of the imports migration; filled by the imports work of issue 6.
// biome-ignore lint/suspicious/noEmptyInterface: extended by the migration that adds these tables
export interface ImportsTables {}
