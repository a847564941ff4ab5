import type { RouteRegistrar } from '../../http/registrar';

export function punchInRoutes(_route: RouteRegistrar): void {}
