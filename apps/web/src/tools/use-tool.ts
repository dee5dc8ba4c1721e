import { formatDecimal, type Locale, type ResourceName, resourceApi, type ToolDef, toolOutcome } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { failureOf } from '../actions/use-action';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';

// Runs a list-wide tool with the value its dialog asked, says what it did (the rate a conversion
// used, the number paid; nothing to do on a 204) and refreshes the resource's lists.
export const useTool = (name: ResourceName) => {
  const api = useApi();
  const intl = useIntl();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return async (tool: ToolDef, value: string): Promise<boolean> => {
    const path = tool.ask.in === 'path' ? { [tool.ask.name]: value } : {};
    const body = tool.ask.in === 'body' ? { [tool.ask.name]: value } : undefined;
    try {
      const answer = await resourceApi(api, name).call(tool.operation, { path, body });
      const outcome = toolOutcome(tool, answer);
      const quoted = tool.quote
        ? outcome.quoted.map((v) => formatDecimal(v, { locale: intl.locale as Locale })).join(', ')
        : value;
      notify(
        outcome.none && tool.none
          ? { message: tool.none, intent: 'info' }
          : { message: { ...tool.success, values: { count: outcome.count, value: quoted } }, intent: 'success' },
      );
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify({ message: failureOf(error, tool) });
      return false;
    }
  };
};
