import type { RouteRegistrar } from '../../http/registrar';

export function documentRoutes(_route: RouteRegistrar): void {}
