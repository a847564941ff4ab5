import { ssoEndpoints } from '@b2b-portal/api';
import type { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import type { RouteRegistrar } from '../../http/registrar';
import { publicOrigin } from '../punch-in/answers';
import { getSamlConfiguration, saveSamlConfiguration } from './admin';
import {
  consumeSamlResponse,
  hasSamlConfiguration,
  SAML_ACS_PATH,
  SAML_METADATA_PATH,
  serviceProviderMetadata,
  startSsoLogin,
} from './saml';
import { sandboxIdpRoutes } from './sandbox-idp';

/** `hasSamlConfiguration` and the start of a single sign-on (the catalogue's JSON calls). */
export function ssoRoutes(route: RouteRegistrar): void {
  route(ssoEndpoints.hasSamlConfiguration, ({ query, services }) => hasSamlConfiguration(services, query));
  route(ssoEndpoints.ssoLogin, ({ query, services, c }) =>
    startSsoLogin(services, publicOrigin(c, services), query),
  );
  route(ssoEndpoints.getSamlConfiguration, ({ services, user, c }) =>
    getSamlConfiguration(services, user(), publicOrigin(c, services)),
  );
  route(ssoEndpoints.saveSamlConfiguration, ({ body, services, user, c }) =>
    saveSamlConfiguration(services, user(), body, publicOrigin(c, services)),
  );
}

/**
 * The browser's SAML calls, outside the catalogue: the ACS (the IdP's form post; answers 303 to the portal's
 * /redirect or to the login page with the reason), our service provider metadata, and, with
 * SAML_IDP_SANDBOX=on, the sandbox identity provider.
 */
export function ssoRawRoutes(app: Hono<AppEnv>, services: Services): void {
  app.post(SAML_ACS_PATH, async (c) => {
    const form = await c.req.parseBody();
    const outcome = await consumeSamlResponse(services, publicOrigin(c, services), form);
    if (outcome.kind === 'refused') {
      services.log.info('single sign-on refused', { traceId: c.get('traceId'), refusal: outcome.refusal });
    }
    return c.redirect(outcome.location, 303);
  });
  app.get(SAML_METADATA_PATH, (c) =>
    c.body(serviceProviderMetadata(services, publicOrigin(c, services)), 200, {
      'Content-Type': 'application/samlmetadata+xml; charset=utf-8',
    }),
  );
  if (services.env.SAML_IDP_SANDBOX === 'on') sandboxIdpRoutes(app, services);
}
