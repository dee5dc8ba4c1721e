// Table types of the automation migration; filled by the automation work of issue 6.
// biome-ignore lint/suspicious/noEmptyInterface: extended by the migration that adds these tables
export interface AutomationTables {}
