import { type RouteName, routeByName } from '@b2b-portal/flows/rules';
import { usePageName } from '../app/pageName';

/**
 * What the shell's last crumb and the page title say on `route` (Shell.tsx and RouteView.tsx read the same): the
 * name the page gave itself, else the route's title. Rendered beside a page in its test.
 */
export function LastCrumb({ route }: { route: RouteName }) {
  return <p data-testid="last-crumb">{usePageName() ?? routeByName(route).title}</p>;
}
