import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { WIDGET_MESSAGES as m, type WidgetDef, type WidgetState } from '@rec/domain';
import { useIntl } from 'react-intl';
import { Panel } from '../components/Panel';
import { BarsBody } from './BarsBody';
import { FiguresBody } from './FiguresBody';
import { TableBody } from './TableBody';
import { WidgetLink } from './WidgetLink';

const isEmpty = (widget: WidgetDef, data: unknown) =>
  widget.kind !== 'figures' && (!Array.isArray(data) || data.length === 0);

function Body({ widget, data }: { widget: WidgetDef; data: unknown }) {
  const intl = useIntl();
  if (isEmpty(widget, data)) return <Text role="status">{intl.formatMessage(m.empty)}</Text>;
  if (widget.kind === 'figures') return <FiguresBody figures={widget.figures} data={data} />;
  if (widget.kind === 'bars') return <BarsBody title={widget.title} shape={widget.shape} data={data} />;
  return <TableBody title={widget.title} columns={widget.columns} data={data} />;
}

type Props = { widget: WidgetDef; state: WidgetState<unknown>; onRetry: () => void };

// One widget of any dashboard, from its declaration: its own loading, failure (with its own
// retry) and content, and a link to the list behind it. The failure says which widget failed
// and offers its retry; the API error catalogue stays out of the dashboard's bundle.
export function Widget({ widget, state, onRetry }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage(widget.title);
  const id = `widget-${widget.key}`;
  return (
    <Panel
      title={title}
      headingId={id}
      action={
        state.data !== null ? (
          <WidgetLink link={widget.link} alone>
            {intl.formatMessage(m.open)}
          </WidgetLink>
        ) : undefined
      }
    >
      {state.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage(m.failed)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : state.data === null ? (
        <Text role="status">{intl.formatMessage(m.loading)}</Text>
      ) : (
        <Body widget={widget} data={state.data} />
      )}
    </Panel>
  );
}
