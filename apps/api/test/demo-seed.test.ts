import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { cnpj, formatCnpj, isValidCnpj } from '../src/lib/cnpj';
import { cegCheckDigit } from '../src/seed/catalogues';
import { DEMO_PASSWORD, demoLogins, seedDemoIfEmpty } from '../src/seed/demo';
import { lastMonths, monthlyGeneration } from '../src/seed/generation';
import { rowCount } from './support/row-count';

// The demo seed of `npm start`: what it writes into an empty embedded database, that it writes it
// once, that every row survives a restart; and the helpers it computes its figures with.

describe('demo seed and restart', () => {
  it('seeds a realistic ledger once into an empty embedded database, and keeps every row across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rec-restart-'));
    const dataDir = path.join(dir, 'pglite');
    const config = { ...configFromEnv({}), databaseUrl: undefined, dataDir };
    const boot = async () => {
      const database = await connect({ dataDir });
      await migrate(database);
      const { app } = await buildApp({ config, database, logger: false });
      await app.ready();
      return { database, app };
    };
    const signIn = async (app: Awaited<ReturnType<typeof boot>>['app'], email: string) =>
      app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: DEMO_PASSWORD } });
    try {
      const first = await boot();
      const db = first.database.db;
      const seeded = await seedDemoIfEmpty(db, { now: new Date('2026-06-15T12:00:00Z') });
      expect(seeded?.counts).toMatchObject({ users: 16, registrants: 4, participants: 3 });

      // Registrants: valid CNPJs, staff in every client role.
      const registrants = await db.selectFrom('registrants').select(['id', 'cnpj']).execute();
      expect(registrants.every((r) => isValidCnpj(r.cnpj))).toBe(true);
      const staff = await db
        .selectFrom('users')
        .select(['registrant_id', 'role'])
        .where('registrant_id', 'is not', null)
        .execute();
      for (const r of registrants) {
        const roles = staff.filter((u) => u.registrant_id === r.id).map((u) => u.role);
        expect(roles.sort()).toEqual(['client', 'client_admin', 'client_financial']);
      }

      // Plants: 60+, every technology, a few requests, one refusal, each with its valid CEG row.
      const plants = await db
        .selectFrom('businesses as b')
        .innerJoin('technologies as t', 't.id', 'b.technology_id')
        .innerJoin('ceg_codes as c', 'c.code', 'b.codeCEG')
        .select(['b.id', 'b.approved', 'b.capacity_mw', 't.code as tech', 'c.core', 'c.dv', 'c.code', 'c.uf'])
        .execute();
      expect(plants.length).toBe(seeded?.counts.businesses);
      expect(plants.length).toBeGreaterThanOrEqual(60);
      expect(new Set(plants.map((p) => p.tech))).toEqual(new Set(['UFV', 'EOL', 'PCH', 'CGH', 'UTE']));
      expect(plants.filter((p) => p.approved === 'PENDENTE').length).toBeGreaterThanOrEqual(3);
      expect(plants.filter((p) => p.approved === 'RECUSADO')).toHaveLength(1);
      for (const p of plants) expect(p.dv).toBe(cegCheckDigit(p.core));

      // Participants, approved, each with its admin and approved links to registrants and plants.
      const participants = await db.selectFrom('participants').select(['id', 'approved']).execute();
      for (const p of participants) {
        expect(p.approved).toBe('APROVADO');
        const admin = await db
          .selectFrom('users')
          .select('role')
          .where('participant_id', '=', p.id)
          .executeTakeFirstOrThrow();
        expect(admin.role).toBe('client_admin_participant');
        const links = await db
          .selectFrom('participant_businesses')
          .select('status')
          .where('participant_id', '=', p.id)
          .execute();
        expect(links.length).toBeGreaterThan(0);
        expect(links.every((l) => l.status === 'APROVADO')).toBe(true);
      }

      // A year of metering per approved plant (the 12 closed months before "today", never the
      // current one), never above capacity × hours, seasonal factors: held back for the ledger
      // phase, which imports it month by month through the generation import (demo-ledger.test.ts).
      const approved = plants.filter((p) => p.approved === 'APROVADO');
      const metering = seeded?.metering ?? [];
      expect(await rowCount(db, 'generation')).toBe(0);
      const months = new Set(metering.map((g) => `${g.year}-${g.month}`));
      expect(months.size).toBe(12);
      expect(months.has('2025-6') && months.has('2026-5') && !months.has('2026-6')).toBe(true);
      const plantOf = new Map(approved.map((p) => [p.code, p]));
      expect(new Set(metering.map((g) => g.codeCEG)).size).toBe(approved.length);
      const micro = (v: string) => {
        const [whole, frac = ''] = v.split('.');
        return BigInt(whole as string) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
      };
      const cfs: Record<string, number[]> = {};
      for (const g of metering) {
        const plant = plantOf.get(g.codeCEG);
        expect(plant, g.codeCEG).toBeDefined();
        expect(g.total).toMatch(/^\d+\.\d{6}$/);
        const cap = micro(String(plant?.capacity_mw)) * BigInt(g.hours_in_month);
        expect(micro(g.total) <= cap).toBe(true);
        const tech = plant?.tech as string;
        cfs[tech] = [...(cfs[tech] ?? []), Number(micro(g.total)) / Number(cap)];
      }
      const cf = Object.fromEntries(Object.entries(cfs).map(([t, v]) => [t, v.reduce((a, b) => a + b, 0) / v.length]));
      expect(cf.UFV).toBeGreaterThan(0.19);
      expect(cf.UFV).toBeLessThan(0.25);
      expect(cf.EOL).toBeGreaterThan(0.36);
      expect(cf.EOL).toBeLessThan(0.44);
      expect(cf.PCH).toBeGreaterThan(0.5);
      expect(cf.PCH).toBeLessThan(0.6);
      expect(cf.UTE).toBeGreaterThan(0.45);
      expect(cf.UTE).toBeLessThan(0.55);
      expect(await db.selectFrom('configs').select('invoiceBlockDay').executeTakeFirst()).toBeDefined();

      // Every printed demo sign-in works with the one demo password, for its role.
      for (const login of demoLogins()) {
        const res = await signIn(first.app, login.email);
        expect(res.statusCode, login.email).toBe(200);
        expect(res.json().roles).toEqual([login.role]);
      }
      const admin = demoLogins().find((l) => l.role === 'admin') as { email: string };
      const token = (await signIn(first.app, admin.email)).json().token as string;
      const created = await first.app.inject({
        method: 'POST',
        url: '/v1/sources',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Geotérmica', code: 'GT' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      await first.app.close();
      await first.database.close();

      const second = await boot();
      try {
        // Seeds once: the database has users now.
        expect(await seedDemoIfEmpty(second.database.db)).toBeUndefined();
        expect(await migrate(second.database)).toEqual([]);
        // The signing key lives in the database too: a token issued before the restart still works.
        const read = await second.app.inject({
          method: 'GET',
          url: `/v1/sources/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toMatchObject({ id, name: 'Geotérmica', code: 'GT' });
        expect(await rowCount(second.database.db, 'businesses')).toBe(plants.length);
      } finally {
        await second.app.close();
        await second.database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('seed helpers', () => {
  it('computes CNPJ check digits', () => {
    expect(cnpj('112223330001')).toBe('11222333000181');
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('computes a month of generation exactly in integers, bounded by capacity', () => {
    const june = monthlyGeneration(75_000, 19_000, { year: 2026, month: 6 });
    expect(june).toMatchObject({ hours_in_month: 720, total: '10260.000000', average_mw: '14.250000' });
    const odd = monthlyGeneration(1_234, 33_333, { year: 2024, month: 2 });
    expect(odd.hours_in_month).toBe(696);
    expect(odd.total).toBe('286.285137');
    expect(monthlyGeneration(5_000, 100_000, { year: 2026, month: 1 }).total).toBe('3720.000000');
    expect(() => monthlyGeneration(5_000, 100_001, { year: 2026, month: 1 })).toThrow(RangeError);
    expect(lastMonths(new Date('2026-01-10T00:00:00Z'), 2)).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
    ]);
  });
});
