import { z } from 'zod/mini';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import { isPositiveDecimal } from './fields';

// A plant as the automation form sees it: a participant_business link joined with the
// plant's available volume (BusinessAvailable.available).
export type LinkedPlant = {
  business_id: number;
  participant_id: number;
  available: string;
  status?: 'PENDENTE' | 'APROVADO' | 'RECUSADO';
};

// A link still pending or refused does not let the participant redeem from the plant.
export const eligibleAutomationPlants = (participantId: number, plants: readonly LinkedPlant[]): LinkedPlant[] =>
  plants.filter(
    (p) =>
      p.participant_id === participantId && (p.status ?? 'APROVADO') === 'APROVADO' && isPositiveDecimal(p.available),
  );

const linkedPlant = z.object({
  business_id: z.int(),
  participant_id: z.int(),
  available: z.string(),
  status: z.optional(z.enum(['PENDENTE', 'APROVADO', 'RECUSADO'])),
});

export const automationPlantsSchema = (participantId: number) =>
  z.array(linkedPlant).check(
    z.refine((plants) => eligibleAutomationPlants(participantId, plants).length > 0, {
      error: V.automationNeedsPlant.defaultMessage,
    }),
  );

// The plants chosen for an automation (business_ids) must include one that can feed it.
export const automationBusinessIdsSchema = (participantId: number, plants: readonly LinkedPlant[]) => {
  const eligible = new Set(eligibleAutomationPlants(participantId, plants).map((p) => p.business_id));
  return z
    .array(z.int())
    .check(z.refine((ids) => ids.some((id) => eligible.has(id)), { error: V.automationNeedsPlant.defaultMessage }));
};
