import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../validators/field-errors';
import { toFormValues } from './form-values';
import { formSchemaOf } from './schemas';

describe('toFormValues', () => {
  it('shows an API record the way a pt user types it', () => {
    const values = toFormValues('registrants', 'edit', {
      id: 4,
      social_reason: 'Solar SA',
      cnpj: '12345678000190',
      dueDate: 10,
      active: null,
      price_emission_irec: '1234.5',
      volume_mwh_month: '1234567.123456',
      phone: null,
      cep: '90010000',
      uf: 'RS',
      city: 'Porto Alegre',
      address: null,
    });
    expect(values).toEqual({
      social_reason: 'Solar SA',
      cnpj: '12345678000190',
      phone: '',
      cep: '90010000',
      address: '',
      district: '',
      uf: 'RS',
      city: 'Porto Alegre',
      active: false,
      dueDate: 10,
      price_emission_irec: '1.234,50',
      price_emission_rec_brazil: '',
      price_new_plant_irec: '',
      price_new_plant_rec_brazil: '',
      volume_mwh_month: '1.234.567,123456',
    });
  });

  it('gives back the same body when an edit form is saved untouched', () => {
    const record = {
      purpose: 'Compensação',
      notes: 'Lote 1',
      trade_account_id: 1,
      retirement_account_id: 2,
      beneficiary_id: 3,
      period_start: '2024-01-01',
      period_end: '2024-12-31',
      items: [{ rec_id: 7, volume: '12.500000' }],
    };
    const form = toFormValues('redemptions', 'create', record);
    expect(form).toMatchObject({ period_start: '01/01/2024', items: [{ rec_id: 7, volume: '12,500000' }] });
    const parsed = validate(formSchemaOf('redemptions', 'create') ?? z.never(), form);
    expect(parsed).toEqual({ ok: true, value: record });
  });

  it('never fills secrets or files, and reads odd values as empty', () => {
    const values = toFormValues('apiintegrations', 'edit', {
      name: 'CCEE',
      provider: 'ccee',
      base_url: 'https://x.y',
      password: 'segredo',
      certificate: { id: 1 },
      client_secret: 'abc',
    });
    expect(values).toMatchObject({ password: '', client_secret: '', certificate: undefined });
    const odd = toFormValues('beneficiaries', 'edit', { consumptions: 'none', period_start: 3 });
    expect(odd.consumptions).toEqual([]);
    const rows = toFormValues('beneficiaries', 'edit', { consumptions: [null, { period_start: 5, volume: {} }] });
    expect(rows.consumptions).toEqual([
      { period_start: '', period_end: '', volume: '' },
      { period_start: '', period_end: '', volume: '' },
    ]);
    expect(toFormValues('invoices', 'edit', { value: true, due_date: '2024-05-10' })).toMatchObject({
      value: '',
      due_date: '10/05/2024',
    });
    expect(toFormValues('redemptionsautomations', 'edit', { percentage: '12.5' })).toMatchObject({
      percentage: '12,50',
    });
  });
});
