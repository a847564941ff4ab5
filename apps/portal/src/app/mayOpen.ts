import { hasFeature, hasPermission, type RouteName, routeByName } from '@b2b-portal/flows/rules';
import { useSession } from './session';

/**
 * Whether the signed-in user may open a route: its permission and its feature, the route guard's own test. A
 * page offers a link to another page (an empty list's next step) only when this says yes.
 */
export function useMayOpen(): (name: RouteName) => boolean {
  const { permissions, features } = useSession();
  return (name) => {
    const route = routeByName(name);
    return (
      hasPermission(permissions, route.permission) &&
      (route.feature === undefined || hasFeature(features, route.feature))
    );
  };
}
