/** One bar: its category as shown, its value as a number (bar length) and as written (pt-BR, 6 decimals for MWh). */
export type Bar = { readonly label: string; readonly value: number; readonly text: string };
