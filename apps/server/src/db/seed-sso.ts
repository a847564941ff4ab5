import {
  generateSandboxIdpKeys,
  SANDBOX_IDP_KEYS_SETTING,
  sandboxIdpEntityId,
  sandboxIdpSsoPath,
} from '../features/sso/sandbox-idp';
import type { Tx } from './client';
import { appSettings, samlConfigurations, samlEmailDomains } from './schema';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';

/** Contoso's single sign-on configuration: its `contoso.example` users may sign in through the sandbox IdP. */
export const contosoSamlConfigurationId = seedId('saml:contoso');

/**
 * Issue 18: the sandbox identity provider's key pair, and Contoso configured with it (the demo company of single
 * sign-on). Its users keep their passwords: the password sign-in of the personas is unchanged.
 */
export async function seedSso(tx: Tx): Promise<void> {
  const keys = generateSandboxIdpKeys();
  await tx.insert(appSettings).values({ key: SANDBOX_IDP_KEYS_SETTING, value: keys }).onConflictDoNothing();
  await tx.insert(samlConfigurations).values({
    id: contosoSamlConfigurationId,
    companyId: demoCompanies.contoso.id,
    idpEntityId: sandboxIdpEntityId(contosoSamlConfigurationId),
    ssoUrl: sandboxIdpSsoPath(contosoSamlConfigurationId),
    idpCertificate: keys.publicKey,
  });
  await tx
    .insert(samlEmailDomains)
    .values({ domain: 'contoso.example', configurationId: contosoSamlConfigurationId });
}
