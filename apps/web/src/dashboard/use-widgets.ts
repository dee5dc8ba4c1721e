import { type DashboardState, dashboardReducer, fetchWidget, initialDashboard, type WidgetDef } from '@rec/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '../app/ApiProvider';

// Each widget runs the dashboard machine on its own (§4: start → success or failure): one call
// failing leaves every other widget on screen, and its retry reloads only itself. Only the latest
// call of a widget may settle it (a retry, or React's second effect run in development).
export const useWidgets = (widgets: readonly WidgetDef[]) => {
  const api = useApi();
  const [state, dispatch] = useReducer(
    dashboardReducer<string>,
    widgets.map((w) => w.key),
    (keys: string[]) => initialDashboard(keys) as DashboardState<string>,
  );
  const latest = useRef(new Map<string, object>());
  const load = useCallback(
    (widget: WidgetDef) => {
      const call = {};
      latest.current.set(widget.key, call);
      const settle = (action: () => void) => latest.current.get(widget.key) === call && action();
      dispatch({ type: 'start', widget: widget.key });
      fetchWidget(api, widget).then(
        (payload) => settle(() => dispatch({ type: 'success', widget: widget.key, payload })),
        (error: unknown) => settle(() => dispatch({ type: 'failure', widget: widget.key, error })),
      );
    },
    [api],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dashboard's widget list is fixed
  useEffect(() => {
    for (const widget of widgets) load(widget);
    const calls = latest.current;
    return () => calls.clear();
  }, [load]);
  return { state, retry: load };
};
