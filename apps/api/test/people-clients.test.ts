import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';
import { signInWith } from './support/sign-in';

// Registrant and participant staff (/clients): who may create whom, in which organisation.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const signIn = (email: string, password: string) => signInWith(s, email, password);

describe('/clients', () => {
  it('lets an admin create staff of any registrant or participant', async () => {
    const api = await s.client('admin');
    const fin = await api.POST('/clients', {
      body: {
        name: 'Rita',
        email: 'rita@ventosnordeste.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_financial',
        registrant_id: s.fixture.registrants.b,
      },
    });
    expect(fin.response.status).toBe(201);
    expect(fin.data).toMatchObject({ role: 'client_financial', registrant_id: s.fixture.registrants.b });
    const part = await api.POST('/clients', {
      body: {
        name: 'Pedro',
        email: 'pedro@azul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p2,
      },
    });
    expect(part.data).toMatchObject({
      role: 'client_admin_participant',
      participant_id: s.fixture.participants.p2,
      registrant_id: null,
    });
    expect((await signIn('pedro@azul.com.br', PASSWORD)).data?.user.participant?.id).toBe(s.fixture.participants.p2);
  });

  it('needs the organisation that matches the role (422)', async () => {
    const api = await s.client('admin');
    const base = { name: 'Zé', password: PASSWORD, password_confirmation: PASSWORD } as const;
    const noRegistrant = await api.POST('/clients', { body: { ...base, email: 'ze1@exemplo.com.br', role: 'client' } });
    expect(noRegistrant.response.status).toBe(422);
    expect(noRegistrant.error?.fields).toEqual([expect.objectContaining({ field: 'registrant_id' })]);
    const wrongSide = await api.POST('/clients', {
      body: {
        ...base,
        email: 'ze2@exemplo.com.br',
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p1,
        registrant_id: s.fixture.registrants.a,
      },
    });
    expect(wrongSide.response.status).toBe(422);
    expect(wrongSide.error?.fields).toEqual([expect.objectContaining({ field: 'registrant_id' })]);
    const unknown = await api.POST('/clients', {
      body: { ...base, email: 'ze3@exemplo.com.br', role: 'client', registrant_id: 999_999 },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields).toEqual([
      expect.objectContaining({ field: 'registrant_id', message: 'Registrante não encontrado' }),
    ]);
  });

  it("gives a client_admin's new staff its own registrant and refuses other roles or registrants", async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.POST('/clients', {
      body: {
        name: 'Lia',
        email: 'lia@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ role: 'client', registrant_id: s.fixture.registrants.a, participant_id: null });
    const participantRole = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x1@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p1,
      },
    });
    expect(participantRole.response.status).toBe(403);
    const otherRegistrant = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x2@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
        registrant_id: s.fixture.registrants.b,
      },
    });
    expect(otherRegistrant.response.status).toBe(403);
    const duplicate = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'lia@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'Email já cadastrado' });
  });

  it('lets a participant admin create only admins of its own participant', async () => {
    const api = await s.client('participant');
    const { data } = await api.POST('/clients', {
      body: {
        name: 'Vera',
        email: 'vera@verde.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
      },
    });
    expect(data).toMatchObject({ role: 'client_admin_participant', participant_id: s.fixture.participants.p1 });
    const registrantRole = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x3@verde.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(registrantRole.response.status).toBe(403);
  });
});
