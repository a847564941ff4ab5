import { hashPassword } from '../auth/password';
import type { Tx } from './client';
import { punchinAccounts } from './schema';
import { DEMO_PASSWORD, demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * The demo procurement system of ARCHITECTURE.md: a cXML account (credential domain NetworkID, identity
 * AN01000000001, SharedSecret Demo-Punchout-Secret) and an OCI account (USERNAME northwind-oci, PASSWORD the
 * demo password), both signing in as buyer@northwind.example. Secrets are stored as scrypt hashes, like
 * passwords.
 */
export const demoPunchIn = {
  /** What the portal calls the procurement system ("Return to Northwind Procurement without items"). */
  name: 'Northwind Procurement',
  cxml: {
    id: seedId('punchin-account:northwind:cxml'),
    domain: 'NetworkID',
    identity: 'AN01000000001',
    sharedSecret: 'Demo-Punchout-Secret',
  },
  oci: {
    id: seedId('punchin-account:northwind:oci'),
    username: 'northwind-oci',
    password: DEMO_PASSWORD,
  },
} as const;

/** The image the header shows while a Northwind user is punched in (000 §2.6): a small inline SVG. */
export const northwindPunchOutImageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32" role="img" aria-label="Northwind procurement">' +
    '<rect width="160" height="32" rx="6" fill="#0b5394"/>' +
    '<text x="80" y="21" font-family="Arial, sans-serif" font-size="13" fill="#ffffff" text-anchor="middle">Northwind procurement</text>' +
    '</svg>',
)}`;

export async function seedPunchIn(tx: Tx): Promise<void> {
  const [cxmlSecret, ociSecret] = await Promise.all([
    hashPassword(demoPunchIn.cxml.sharedSecret),
    hashPassword(demoPunchIn.oci.password),
  ]);
  const owner = { companyId: demoCompanies.northwind.id, userId: demoUsers.buyer.id };
  await tx.insert(punchinAccounts).values([
    {
      id: demoPunchIn.cxml.id,
      ...owner,
      protocol: 'cxml',
      domain: demoPunchIn.cxml.domain,
      identity: demoPunchIn.cxml.identity,
      secretHash: cxmlSecret,
      imageUrl: northwindPunchOutImageUrl,
      name: demoPunchIn.name,
    },
    {
      id: demoPunchIn.oci.id,
      ...owner,
      protocol: 'oci',
      domain: '',
      identity: demoPunchIn.oci.username,
      secretHash: ociSecret,
      imageUrl: northwindPunchOutImageUrl,
      name: demoPunchIn.name,
    },
  ]);
}
