import type { RouteRegistrar } from '../../http/registrar';

export function catalogueRoutes(_route: RouteRegistrar): void {}
