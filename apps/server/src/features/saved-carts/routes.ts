import type { RouteRegistrar } from '../../http/registrar';

export function savedCartRoutes(_route: RouteRegistrar): void {}
