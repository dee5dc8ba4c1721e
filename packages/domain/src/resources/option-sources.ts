import type { ApiClient } from '@rec/sdk';
import { type ListPage, type ListQuery, resourceApi, toListPage } from './api';
import { op } from './define';
import type { ResourceName } from './names';
import { readPath } from './read';
import { resource } from './registry';
import type { ApiPath, Operation, OperationId } from './types';

// What a select of another resource needs of it: its list call and the (text) field its options
// show. A list's filter bar offers plants, participants and registrants; with this it leaves
// their whole definitions (forms, details, actions, machines) unloaded (ADR 0053, sixth cut).
// option-sources.test.ts holds each row equal to its definition.
export type OptionSource = { readonly list: Operation; readonly title: string };

const source = (path: ApiPath, id: OperationId, title: string): OptionSource => ({
  list: op('GET', path, id),
  title,
});

export const OPTION_SOURCES: Readonly<Partial<Record<ResourceName, OptionSource>>> = {
  businesses: source('/businesses', 'listBusinesses', 'name'),
  participants: source('/participants', 'listParticipants', 'name'),
  registrants: source('/registrants', 'listRegistrants', 'social_reason'),
  sources: source('/sources', 'listSources', 'name'),
  technologies: source('/technologies', 'listTechnologies', 'name'),
  beneficiaries: source('/beneficiaries', 'listBeneficiaries', 'name'),
  retirements: source('/retirements', 'listRetirements', 'accountName'),
  redemptionsautomations: source('/redemptionsautomations', 'listRedemptionAutomations', 'name'),
};

/** The field a reference's options show: its summary's, else its loaded definition's title. */
export const optionTitle = (name: ResourceName): string => OPTION_SOURCES[name]?.title ?? resource(name).title ?? 'id';

/** A reference's options page: by its summary's list call, else through its definition. */
export const listOptions = async (client: ApiClient, name: ResourceName, query: ListQuery): Promise<ListPage> => {
  const summary = OPTION_SOURCES[name];
  if (!summary) return resourceApi(client, name).list(query);
  return toListPage(await readPath(client, summary.list.path, { query }));
};
