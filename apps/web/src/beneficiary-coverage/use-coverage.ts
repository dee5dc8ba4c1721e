import { getBeneficiaryCoverage, listBeneficiaryCoverageHours, messageFor, registryToday } from '@rec/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { coverageGrid } from './coverage-grid';

/** The years a beneficiary's coverage is read for: this one and the four before, newest first. */
export const coverageYears = (today = registryToday()): number[] => {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 5 }, (_, i) => year - i);
};

// The beneficiary-year's coverage (GET /beneficiaries/{id}/coverage): totals, months, Scope 2,
// statements. A beneficiary of another participant answers 404, shown as the catalogue's text.
export const useCoverage = (id: number, year: number) => {
  const api = useApi();
  const answer = useSWR(id > 0 ? ['coverage', id, year] : null, () => getBeneficiaryCoverage(api, id, year));
  return {
    coverage: answer.data,
    loading: answer.isLoading,
    error: answer.error ? messageFor(answer.error, { resource: 'beneficiaries', action: 'show' }) : null,
    retry: () => void answer.mutate(),
  };
};

// One month's consumption hours (GET /beneficiaries/{id}/coverage/hours), laid out as the grid.
export const useCoverageHours = (id: number, month: string) => {
  const api = useApi();
  const valid = id > 0 && /^\d{4}-\d{2}$/.test(month);
  const answer = useSWR(valid ? ['coverage', 'hours', id, month] : null, () =>
    listBeneficiaryCoverageHours(api, id, month),
  );
  const grid = useMemo(() => (answer.data ? coverageGrid(month, answer.data.data) : undefined), [answer.data, month]);
  return {
    grid,
    loading: answer.isLoading,
    error: answer.error ? messageFor(answer.error) : null,
    retry: () => void answer.mutate(),
  };
};
