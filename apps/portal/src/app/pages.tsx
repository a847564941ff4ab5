import { type RouteName, routeByName } from '@b2b-portal/flows/rules';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageProps } from './PageProps';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const importRegistry = () => import('./pageRegistry');
const importPublicRegistry = () => import('./publicPageRegistry');
let registry: ReturnType<typeof importRegistry> | undefined;
let publicRegistry: ReturnType<typeof importPublicRegistry> | undefined;

/**
 * Loads the registry of the pages that need a sign-in (pageRegistry.tsx, with each page's preload list) once. Such
 * a route loads it as it shows; Login loads it when the browser is first idle, so the page after the sign-in does
 * not wait for it.
 */
export function loadPageRegistry(): ReturnType<typeof importRegistry> {
  registry ??= importRegistry();
  return registry;
}

/** Loads the registry of the public pages (publicPageRegistry.tsx) once, as a public route shows. */
function loadPublicPageRegistry(): ReturnType<typeof importPublicRegistry> {
  publicRegistry ??= importPublicRegistry();
  return publicRegistry;
}

async function loaderOf(name: RouteName) {
  if (routeByName(name).requiresAuth) {
    const { pageLoaders, notAvailablePage } = await loadPageRegistry();
    return pageLoaders[name] ?? notAvailablePage;
  }
  const { publicPageLoaders, notAvailablePage } = await loadPublicPageRegistry();
  return publicPageLoaders[name] ?? notAvailablePage;
}

/** Login's page is named in the entry: its first paint, the one with a budget of its own, skips the registry. */
const LoginPage: Page = lazy(() => import('../pages/LoginPage'));
const byRoute = new Map<RouteName, Page>([['Login', LoginPage]]);

/**
 * The page of a route, one component per route for the app's life (React keeps a lazy page's state only while
 * the component stays the same): the route's page chunk, or the "not available yet" page for a route with none.
 */
export function pageOf(name: RouteName): Page {
  let page = byRoute.get(name);
  if (!page) {
    page = lazy(() => loaderOf(name).then((load) => load()));
    byRoute.set(name, page);
  }
  return page;
}
