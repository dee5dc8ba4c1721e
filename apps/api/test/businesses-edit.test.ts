import { formDataSerializer, type Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cegCode } from '../src/seed/catalogues';
import { businessBody, CEG_A, CEG_B, registrableCeg, startBusinessesServer } from './support/businesses';
import type { TestServer } from './support/server';

// Editing and deleting an enterprise, and its documents.

let s: TestServer;
beforeAll(async () => {
  s = await startBusinessesServer();
});
afterAll(() => s.close());

const body = (codeCEG: string, over?: Partial<Schemas['BusinessInput']>) => businessBody(s, codeCEG, over);
const freeCeg = (core: string) => registrableCeg(s, core);

describe('editing and deleting', () => {
  it('edits an approved enterprise', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.approvedA;
    const { data } = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(CEG_A, { name: 'UFV Sol do Pampa I (ampliação)', capacity_mw: '7.250000', city: 'Dom Pedrito' }),
    });
    expect(data).toMatchObject({
      id,
      name: 'UFV Sol do Pampa I (ampliação)',
      capacity_mw: '7.250000',
      city: 'Dom Pedrito',
      approved: 'APROVADO',
      registrant_id: s.fixture.registrants.a,
    });
  });

  it("answers 'Empreendimento não encontrado' when editing one that is not approved", async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.pendingA;
    const { error, response } = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(cegCode('UFV', 'RS', 'RS', '012346')),
    });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Empreendimento não encontrado' });
  });

  it('applies the CEG rules when the CEG changes', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.approvedA;
    const taken = await api.PUT('/businesses/{id}', { params: { path: { id } }, body: body(CEG_B) });
    expect(taken.error?.code).toBe('CEG_HAS_ALREADY_BEEN_USED');
    const unknown = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body('UFV.RS.RS.888888-0.01'),
    });
    expect(unknown.error?.code).toBe('CEG_NOT_FOUND');
  });

  it("does not let staff edit another registrant's enterprise", async () => {
    const api = await s.client('client');
    const r = await api.PUT('/businesses/{id}', {
      params: { path: { id: s.fixture.businesses.approvedB } },
      body: body(CEG_B),
    });
    expect(r.response.status).toBe(404);
  });

  it('deletes pending or refused enterprises only', async () => {
    const admin = await s.client('admin');
    const approved = await admin.DELETE('/businesses/{id}', {
      params: { path: { id: s.fixture.businesses.approvedB } },
    });
    expect(approved.response.status).toBe(409);
    expect(approved.error?.code).toBe('ILLEGAL_TRANSITION');

    const api = await s.client('clientAdmin');
    const id = (await api.POST('/businesses', { body: body(await freeCeg('333444')) })).data?.id as number;
    expect((await api.DELETE('/businesses/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/businesses/{id}', { params: { path: { id } } })).response.status).toBe(404);
    const other = await s.client('otherClientAdmin');
    const foreign = await other.DELETE('/businesses/{id}', { params: { path: { id: s.fixture.businesses.pendingA } } });
    expect(foreign.response.status).toBe(404);
  });
});

describe('documents', () => {
  const pdf = (name: string, text: string) => new File([`%PDF-${text}`], name, { type: 'application/pdf' });

  it('attaches one or several documents and lists them with the enterprise', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.pendingA;
    const two = await api.POST('/businesses/files/{id}', {
      params: { path: { id } },
      body: { files: [pdf('contrato-ccee.pdf', 'contrato'), pdf('outorga.pdf', 'outorga aneel')] },
      bodySerializer: formDataSerializer,
    });
    expect(two.response.status).toBe(200);
    expect(two.data?.files?.map((f) => [f.name, f.size, f.content_type])).toEqual([
      ['contrato-ccee.pdf', 13, 'application/pdf'],
      ['outorga.pdf', 18, 'application/pdf'],
    ]);
    const first = two.data?.files?.[0];
    expect(first?.url).toBe(`/v1/files/${first?.id}`);

    const one = await api.POST('/businesses/files/{id}', {
      params: { path: { id } },
      body: { files: pdf('memorial.pdf', 'memorial descritivo') },
      bodySerializer: formDataSerializer,
    });
    expect(one.data?.files).toHaveLength(3);
    const listed = await api.GET('/businesses/{id}', { params: { path: { id } } });
    expect(listed.data?.files?.map((f) => f.name)).toEqual(['contrato-ccee.pdf', 'outorga.pdf', 'memorial.pdf']);
  });

  it('answers 422 without a file and 404 for an enterprise out of scope', async () => {
    const direct = await s.client('client', 'direct');
    const none = await direct.POST('/businesses/files/{id}', {
      params: { path: { id: s.fixture.businesses.pendingA } },
      // @ts-expect-error the contract requires `files`; the server must say so itself
      body: {},
      bodySerializer: formDataSerializer,
    });
    expect(none.response.status).toBe(422);
    expect(none.error?.fields?.[0]?.field).toBe('files');
    const api = await s.client('otherClientAdmin');
    const foreign = await api.POST('/businesses/files/{id}', {
      params: { path: { id: s.fixture.businesses.pendingA } },
      body: { files: pdf('x.pdf', 'x') },
      bodySerializer: formDataSerializer,
    });
    expect(foreign.response.status).toBe(404);
  });
});
