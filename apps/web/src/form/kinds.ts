import type { InputKind } from '@rec/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { FieldKindProps } from './field-kind';

// Bespoke inputs by field kind (the registry's `input`), loaded with the first form that uses
// one; every other kind is one of FieldInput's plain Fluent inputs.
export const FIELD_KINDS: Readonly<Partial<Record<InputKind, LazyExoticComponent<ComponentType<FieldKindProps>>>>> = {
  cnpj: lazy(() => import('./company-inputs').then((mod) => ({ default: mod.CnpjInput }))),
  cep: lazy(() => import('./company-inputs').then((mod) => ({ default: mod.CepInput }))),
  phone: lazy(() => import('./PhoneInput').then((mod) => ({ default: mod.PhoneInput }))),
  uf: lazy(() => import('./company-inputs').then((mod) => ({ default: mod.StateSelect }))),
  city: lazy(() => import('./company-inputs').then((mod) => ({ default: mod.CitySelect }))),
  account: lazy(() => import('./AccountInput').then((mod) => ({ default: mod.AccountInput }))),
  items: lazy(() => import('./ItemsPicker').then((mod) => ({ default: mod.ItemsPicker }))),
  multiselect: lazy(() => import('./MultiCheck').then((mod) => ({ default: mod.MultiCheck }))),
  checks: lazy(() => import('./ChoiceChecks').then((mod) => ({ default: mod.ChoiceChecks }))),
};
