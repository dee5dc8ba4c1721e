import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  automationBusinessIdsSchema,
  automationPlantsSchema,
  eligibleAutomationPlants,
  type LinkedPlant,
} from './automation';
import { validate } from './field-errors';

const errorsOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = validate(schema, value);
  return result.ok ? {} : result.fieldErrors;
};

const plants: LinkedPlant[] = [
  { business_id: 1, participant_id: 7, available: '0.000000', status: 'APROVADO' },
  { business_id: 2, participant_id: 7, available: '10.5', status: 'PENDENTE' },
  { business_id: 3, participant_id: 8, available: '100' },
  { business_id: 4, participant_id: 7, available: '0.000001' },
];
const NEEDS_PLANT = 'Vincule ao menos uma usina geradora do participante com volume disponível';

describe('automation plants', () => {
  it('keeps only approved plants of the participant that have volume', () => {
    expect(eligibleAutomationPlants(7, plants).map((p) => p.business_id)).toEqual([4]);
    expect(eligibleAutomationPlants(8, plants).map((p) => p.business_id)).toEqual([3]);
    expect(eligibleAutomationPlants(9, plants)).toEqual([]);
  });

  it('refuses an automation without a plant that can feed it', () => {
    expect(automationPlantsSchema(7).safeParse(plants).success).toBe(true);
    expect(errorsOf(automationPlantsSchema(9), plants)).toEqual({ '': NEEDS_PLANT });
    expect(errorsOf(automationPlantsSchema(7), plants.slice(0, 3))).toEqual({ '': NEEDS_PLANT });
    expect(errorsOf(automationPlantsSchema(7), [])).toEqual({ '': NEEDS_PLANT });
  });

  it('checks the plants chosen in the form', () => {
    expect(automationBusinessIdsSchema(7, plants).safeParse([1, 4]).success).toBe(true);
    expect(errorsOf(automationBusinessIdsSchema(7, plants), [1, 2, 3])).toEqual({ '': NEEDS_PLANT });
  });
});
