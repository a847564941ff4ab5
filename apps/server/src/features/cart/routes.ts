import type { RouteRegistrar } from '../../http/registrar';

export function cartRoutes(_route: RouteRegistrar): void {}
