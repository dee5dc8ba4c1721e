import { hourlyIssuance } from './hourly/issuance.cases';
import { hourlyMoves } from './hourly/moves.cases';
import { test } from './support/fixtures';
import { seedHourlySuite } from './support/hourly-suite';

// Hourly certificates on screen (issue 38): the emission form offers "Horária" only for a month
// from CCEE's hourly file, an hourly request shows it on its detail, and the participant's
// heatmap shows the hourly holding it received. The plant is seeded (e2e/support/plant-worlds.ts);
// its July 2026 comes from a CCEE hourly file the admin uploads and commits through the API.
// The tests are in e2e/hourly/ (issuance, then moves), one serial run on one seed, as before the split.

test.beforeAll(async () => {
  await seedHourlySuite();
});

test.describe('hourly certificates', () => {
  // The heatmap shows what the first test's approval issued.
  test.describe.configure({ mode: 'serial' });
  hourlyIssuance();
  hourlyMoves();
});
