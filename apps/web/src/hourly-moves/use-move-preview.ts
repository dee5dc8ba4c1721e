import { type HourlyMoveKind, previewHourlyMove, toDomainError } from '@rec/domain';
import type { HourlySelectionBody } from '@rec/domain/hourly';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useDebounced } from '../list/use-debounced';

// The live preview of a selection (POST …/preview, writes nothing): asked again a moment after
// the user stops changing it, so typing a volume does not send a request per key.

export const useMovePreview = (kind: HourlyMoveKind, selection: HourlySelectionBody | null) => {
  const api = useApi();
  const wanted = selection ? JSON.stringify(selection) : null;
  const settled = useDebounced(wanted, 400);
  const preview = useSWR(
    settled ? ['hourly', 'preview', kind, settled] : null,
    ([, , , body]) => previewHourlyMove(api, kind, JSON.parse(body) as HourlySelectionBody),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  // A preview of an older selection is not shown as this one's.
  const current = settled === wanted && wanted !== null;
  return {
    data: current ? preview.data : undefined,
    loading: wanted !== null && (!current || preview.isLoading),
    error: current && preview.error ? toDomainError(preview.error) : null,
    refresh: () => preview.mutate(),
  };
};
