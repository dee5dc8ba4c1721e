import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, multipart, startInjectServer } from './support/inject';
import { insertInvoice } from './support/invoice-row';

// Issue 11 A8: GET /files/{id} answers a stored file to whoever may read the record that owns it
// (same roles, same row scope); anything else is 404, as an unknown id.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]); // %PDF- then binary: byte-exact check
const NAME = 'contrato de concessão.pdf';

async function attach(business: number): Promise<number> {
  const body = multipart([{ name: 'files', value: bytes, filename: NAME, type: 'application/pdf' }]);
  const res = await s.call('client', { method: 'POST', url: `/v1/businesses/files/${business}`, ...body });
  expect(res.statusCode).toBe(200);
  const files = res.json().files as { id: number; name: string }[];
  const file = files.find((f) => f.name === NAME);
  if (!file) throw new Error('the upload did not list the file');
  return file.id;
}

describe('GET /files/{id}', () => {
  let id = 0;
  beforeAll(async () => {
    id = await attach(s.fixture.businesses.approvedA);
  });

  it('answers the admin the stored bytes, type and name', async () => {
    const res = await s.call('admin', { method: 'GET', url: `/v1/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contrato de concess_o.pdf"; filename*=UTF-8''contrato%20de%20concess%C3%A3o.pdf`,
    );
  });

  it('answers the registrant that owns the enterprise, and its finance staff cannot see plants', async () => {
    const own = await s.call('clientAdmin', { method: 'GET', url: `/v1/files/${id}` });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const finance = await s.call('financial', { method: 'GET', url: `/v1/files/${id}` });
    expect(finance.statusCode).toBe(404);
  });

  it('is 404 NOT_FOUND for another registrant and for an unknown id, 401 for anonymous', async () => {
    const other = await s.call('otherClientAdmin', { method: 'GET', url: `/v1/files/${id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Arquivo não encontrado' });
    const unknown = await s.call('admin', { method: 'GET', url: '/v1/files/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await s.call(undefined, { method: 'GET', url: `/v1/files/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a pending plant’s file from the participant admin', async () => {
    const pending = await attach(s.fixture.businesses.pendingA);
    const res = await s.call('participant', { method: 'GET', url: `/v1/files/${pending}` });
    expect(res.statusCode).toBe(404);
    const owner = await s.call('client', { method: 'GET', url: `/v1/files/${pending}` });
    expect(owner.statusCode).toBe(200);
  });
});

describe('GET /files/{id} of invoice receipts', () => {
  // The books raise invoices from emissions and redemptions; here one of each is enough.
  const invoice = (kind: 'emission' | 'redemption', owner: { registrant_id?: number; participant_id?: number }) =>
    insertInvoice(s.database.db, kind, owner, kind === 'emission' ? '9900000001' : '9900000002');

  async function sendReceipt(as: 'financial' | 'participant', url: string): Promise<number> {
    const body = multipart([{ name: 'receipt', value: bytes, filename: 'comprovante.pdf', type: 'application/pdf' }]);
    const res = await s.call(as, { method: 'POST', url, ...body });
    expect(res.statusCode).toBe(200);
    return (res.json().receipt as { id: number }).id;
  }

  const status = async (as: Parameters<InjectServer['call']>[0], id: number) =>
    (await s.call(as, { method: 'GET', url: `/v1/files/${id}` })).statusCode;

  it('answers an emission receipt to its registrant staff only', async () => {
    const id = await invoice('emission', { registrant_id: s.fixture.registrants.a });
    const file = await sendReceipt('financial', `/v1/invoices/receipts/${id}`);
    const own = await s.call('financial', { method: 'GET', url: `/v1/files/${file}` });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect(await status('client', file)).toBe(200);
    expect(await status('otherClientAdmin', file)).toBe(404);
    expect(await status('participant', file)).toBe(404);
  });

  it('answers a redemption receipt to its participant only', async () => {
    const id = await invoice('redemption', { participant_id: s.fixture.participants.p1 });
    const file = await sendReceipt('participant', `/v1/invoicesredemptions/receipts/${id}`);
    expect(await status('participant', file)).toBe(200);
    expect(await status('admin', file)).toBe(200);
    expect(await status('otherParticipant', file)).toBe(404);
    expect(await status('clientAdmin', file)).toBe(404);
  });
});
