import type { RouteDefinition } from '@b2b-portal/flows/rules';
import { useState } from 'react';
import { Router } from 'wouter';
import { DownloadsProvider } from './downloads';
import { useHashPath, useHashSearch } from './hashLocation';
import { RouteView } from './RouteView';
import { Shell } from './Shell';
import { SessionProvider } from './session';

/** The portal: the session, the hash router (wouter over our hash hooks) and the shell around the routed page. */
export function App() {
  const [route, setRoute] = useState<RouteDefinition | undefined>(undefined);
  return (
    <SessionProvider>
      <DownloadsProvider>
        <Router hook={useHashPath} searchHook={useHashSearch}>
          <Shell route={route}>
            <RouteView onRouteChange={setRoute} />
          </Shell>
        </Router>
      </DownloadsProvider>
    </SessionProvider>
  );
}
