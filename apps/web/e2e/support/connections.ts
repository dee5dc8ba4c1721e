import { apiCall, apiToken, PASSWORD } from './fixtures';

// Set-up for the participant's connection screens (ADR 0056), through the API as the admin.

/** A valid CNPJ (check digits computed) from eight digits. */
export const cnpjFrom = (eight: string): string => {
  const digit = (base: string, weights: number[]) => {
    const rest = [...base].reduce((sum, d, i) => sum + Number(d) * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const base = `${eight.padStart(8, '0').slice(-8)}0001`;
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + digit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
};

export const cnpjText = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

const ok = async (answer: Response, what: string) => {
  if (!answer.ok) throw new Error(`${what}: HTTP ${answer.status} ${await answer.text()}`);
  return answer.json();
};

/** A new active registrant of this run, no participant linked to it yet. */
export async function newRegistrant(): Promise<{ id: number; name: string; cnpj: string }> {
  const stamp = String(Date.now());
  const name = `Registrante Conexão e2e ${stamp.slice(-6)}`;
  const cnpj = cnpjFrom(stamp.slice(-8));
  const admin = await apiToken('admin');
  const created = await ok(
    await apiCall(admin, 'POST', '/registrants', {
      social_reason: name,
      cnpj,
      email: `conexao${stamp}@e2e.com.br`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      dueDate: 10,
    }),
    'registrant',
  );
  return { id: created.id as number, name, cnpj };
}

/** An approved link between the participant and its plant UFV Sol do Pampa I (made once per ledger). */
export async function connectedPlant(): Promise<{ linkId: number; plant: string }> {
  const admin = await apiToken('admin');
  const plant = 'UFV Sol do Pampa I';
  const plants = await ok(await apiCall(admin, 'GET', `/businesses?search=${encodeURIComponent(plant)}`), 'plants');
  const business = plants.data.find((b: { name: string }) => b.name === plant);
  const participants = await ok(await apiCall(admin, 'GET', '/participants?search=Verde'), 'participants');
  const participant = participants.data[0];
  const query = `/participant_business?participant_id=${participant.id}&business_id=${business.id}`;
  const found = (await ok(await apiCall(admin, 'GET', query), 'links')).data[0];
  const link =
    found ??
    (await ok(
      await apiCall(admin, 'POST', '/participant_business', {
        participant_id: participant.id,
        business_id: business.id,
      }),
      'link',
    ));
  if (link.status !== 'APROVADO')
    await ok(await apiCall(admin, 'PUT', '/participant_business', { id: link.id, status: 'APROVADO' }), 'approve');
  return { linkId: link.id as number, plant };
}

/** A pending link between the participant and a plant it is not linked to yet (made once per ledger). */
export async function pendingPlantLink(): Promise<{ plant: string }> {
  const admin = await apiToken('admin');
  const participants = await ok(await apiCall(admin, 'GET', '/participants?search=Verde'), 'participants');
  const participant = participants.data[0];
  const linked = await ok(
    await apiCall(admin, 'GET', `/participant_business?participant_id=${participant.id}`),
    'links',
  );
  const pending = linked.data.find((l: { status: string }) => l.status === 'PENDENTE');
  if (pending) return { plant: pending.business_name as string };
  const taken = new Set(linked.data.map((l: { business_id: number }) => l.business_id));
  const plants = await ok(await apiCall(admin, 'GET', '/businesses?approved=APROVADO&amount=50'), 'plants');
  const business = plants.data.find((b: { id: number }) => !taken.has(b.id));
  await ok(
    await apiCall(admin, 'POST', '/participant_business', { participant_id: participant.id, business_id: business.id }),
    'link',
  );
  return { plant: business.name as string };
}
