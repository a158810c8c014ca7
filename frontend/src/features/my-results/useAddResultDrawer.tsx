import { useState, type ComponentProps, type ReactNode } from 'react';
import { AddResultDrawer } from './AddResultDrawer';

type DrawerProps = Omit<ComponentProps<typeof AddResultDrawer>, 'open' | 'onOpenChange'>;

/**
 * The add-result drawer and what opens it: mounted at the first opening (its activity types load
 * then, once), and kept mounted afterwards so it can slide out when closed.
 */
export function useAddResultDrawer(props: DrawerProps): { openDrawer(): void; drawer: ReactNode } {
  const [state, setState] = useState({ mounted: false, open: false });
  return {
    openDrawer: () => setState({ mounted: true, open: true }),
    drawer: state.mounted && <AddResultDrawer {...props} open={state.open} onOpenChange={(open) => setState({ mounted: true, open })} />,
  };
}
