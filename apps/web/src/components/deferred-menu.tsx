import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

// What a deferred menu's real component receives: the trigger to wrap in its MenuTrigger, and
// whether to open at once (the click that asked for it came before the module).
export type DeferredMenuProps = { trigger: ReactElement<TriggerProps>; defaultOpen: boolean };
type TriggerProps = {
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  'aria-haspopup'?: 'menu';
};

export type MenuModule<P> = { Real: LazyExoticComponent<ComponentType<P & DeferredMenuProps>>; start: () => void };

// Fluent's menu brings its positioning engine (about 20 kB gzip) that most screens never use:
// it loads when the user reaches for the trigger (hover or focus), not with the page.
export const menuModule = <P extends object>(
  load: () => Promise<ComponentType<P & DeferredMenuProps>>,
): MenuModule<P> => {
  let loading: Promise<{ default: ComponentType<P & DeferredMenuProps> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Real: lazy(start), start: () => void start() };
};

type Props<P> = { menu: MenuModule<P>; props: P; trigger: ReactElement<TriggerProps> };

// The trigger alone until it is clicked; then the real menu, opened, around the same trigger.
export function DeferredMenu<P extends object>({ menu, props, trigger }: Props<P>) {
  const [wanted, setWanted] = useState(false);
  const { Real } = menu;
  if (!wanted)
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      onPointerEnter: menu.start,
      onFocus: menu.start,
      onClick: () => setWanted(true),
    });
  return (
    <Suspense fallback={trigger}>
      <Real {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
