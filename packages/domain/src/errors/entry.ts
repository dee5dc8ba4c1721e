// A catalogue entry is a formatjs message descriptor: the id is stable, the pt text is the default.
export type CatalogueEntry = { readonly id: string; readonly defaultMessage: string };

export type DomainMessage = CatalogueEntry & {
  readonly values?: Readonly<Record<string, string | number>>;
};

export const entry = (id: string, defaultMessage: string): CatalogueEntry => ({ id, defaultMessage });
