import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { hourlyMatchingMessages as m } from './messages';

type Props = {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove?: () => void;
};

// Up, down (and remove) for one item of an ordered list, each named by its item: a keyboard and a
// screen reader reorder without dragging.
export function MoveButtons({ name, first, last, onMove, onRemove }: Props) {
  const intl = useIntl();
  const up = intl.formatMessage(m.up, { name });
  const down = intl.formatMessage(m.down, { name });
  const remove = intl.formatMessage(m.remove, { name });
  return (
    <>
      <Tooltip content={up} relationship="label">
        <Button appearance="subtle" icon={<ArrowUp20Regular />} disabled={first} onClick={() => onMove(-1)} />
      </Tooltip>
      <Tooltip content={down} relationship="label">
        <Button appearance="subtle" icon={<ArrowDown20Regular />} disabled={last} onClick={() => onMove(1)} />
      </Tooltip>
      {onRemove ? (
        <Tooltip content={remove} relationship="label">
          <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={onRemove} />
        </Tooltip>
      ) : null}
    </>
  );
}
