import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../shared/auth/auth.store';
import { Spinner } from '../shared/ui/Spinner';
import { PanelLoading } from './PanelFrame';

/** Set while the page reloads after a screen's code failed to load, so that it reloads only once. */
export const RELOADED_FOR_CODE_KEY = 'lesne.reloadedForCode';

/**
 * Where the screen shows while its code loads: alone on the page, inside the panel's layout, or
 * (the panel itself) in the signed-in frame when there is a session and alone otherwise.
 */
export type LoadingFrame = 'page' | 'panel' | 'session';

function Loading({ frame }: { frame: LoadingFrame }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.token !== null);
  if (frame === 'session' && signedIn) return <PanelLoading />;
  const spinner = <Spinner size="xl" text={t('loading')} centered />;
  return frame === 'page' ? <div className="full-page">{spinner}</div> : spinner;
}

/**
 * A screen whose code loads when it is first opened, with the spinner meanwhile. Code that no
 * longer loads is most often a deploy that replaced the hashed files this page knew: the page
 * reloads once to get the new ones rather than going blank; a second failure in a row is shown
 * as the error it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
export function lazyRoute<C extends ComponentType<any>>(
  load: () => Promise<C>,
  frame: LoadingFrame,
  reload: () => void = () => window.location.reload(),
): ComponentType<ComponentProps<C>> {
  const Lazy = lazy(async () => {
    try {
      const component = await load();
      sessionStorage.removeItem(RELOADED_FOR_CODE_KEY);
      return { default: component };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_FOR_CODE_KEY)) throw error;
      sessionStorage.setItem(RELOADED_FOR_CODE_KEY, '1');
      reload();
      return new Promise<never>(() => undefined);
    }
  });
  return function LazyRoute(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<Loading frame={frame} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
