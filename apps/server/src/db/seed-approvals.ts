import { hashPassword } from '../auth/password';
import type { Executor } from './client';
import { pendingRegistrations } from './schema';
import { DEMO_PASSWORD, demoCompanies, demoRoles, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

type CompanyKey = keyof typeof demoCompanies;

/**
 * Pending registrations of the demo (issue 6): two waiting at Northwind (Jordan Newhire signs in with the demo
 * password 'Demo-Portal-2026!' once approved), one waiting at Contoso and one Northwind registration already
 * denied. Their password is DEMO_PASSWORD.
 */
export const demoRegistrations = {
  newhire: {
    id: seedId('registration:newhire@northwind'),
    company: 'northwind' as CompanyKey,
    firstName: 'Jordan',
    lastName: 'Newhire',
    email: 'jordan.newhire@northwind.example',
    username: 'newhire@northwind.example',
    phone: '555-010-0190',
    jobTitle: 'Clinical Buyer',
    status: 0,
    comments: '',
    roleIds: [demoRoles.requester.id] as string[],
    createdAt: '2026-11-18T15:30:00Z',
  },
  contractor: {
    id: seedId('registration:contractor@northwind'),
    company: 'northwind' as CompanyKey,
    firstName: 'Quinn',
    lastName: 'Contractor',
    email: 'quinn.contractor@northwind.example',
    username: 'contractor@northwind.example',
    phone: '555-010-0191',
    jobTitle: 'IT Contractor',
    status: 0,
    comments: '',
    roleIds: [] as string[],
    createdAt: '2026-11-19T10:05:00Z',
  },
  contoso: {
    id: seedId('registration:store-manager@contoso'),
    company: 'contoso' as CompanyKey,
    firstName: 'Robin',
    lastName: 'Storemanager',
    email: 'robin.storemanager@contoso.example',
    username: 'store-manager@contoso.example',
    phone: '555-020-0150',
    jobTitle: 'Store Manager',
    status: 0,
    comments: '',
    roleIds: [] as string[],
    createdAt: '2026-11-17T09:00:00Z',
  },
  denied: {
    id: seedId('registration:denied@northwind'),
    company: 'northwind' as CompanyKey,
    firstName: 'Drew',
    lastName: 'Denied',
    email: 'drew.denied@northwind.example',
    username: 'denied@northwind.example',
    phone: '555-010-0192',
    jobTitle: 'Visitor',
    status: 2,
    comments: 'Not an employee of Northwind Health.',
    roleIds: [] as string[],
    createdAt: '2026-11-10T12:00:00Z',
  },
} as const;

/** The demo password the seeded registrations were made with (the personas' one). */
export const DEMO_REGISTRATION_PASSWORD = DEMO_PASSWORD;

export async function seedApprovals(db: Executor): Promise<void> {
  // One hash for all four: scrypt is slow and the password is the same.
  const passwordHash = await hashPassword(DEMO_REGISTRATION_PASSWORD);
  await db.insert(pendingRegistrations).values(
    Object.values(demoRegistrations).map((registration) => {
      const company = demoCompanies[registration.company];
      const createdAt = new Date(registration.createdAt);
      return {
        id: registration.id,
        companyId: company.id,
        companyName: company.name,
        accountNumber: registration.company === 'northwind' ? company.erpCustomerId : '',
        firstName: registration.firstName,
        lastName: registration.lastName,
        email: registration.email,
        phone: registration.phone,
        jobTitle: registration.jobTitle,
        username: registration.username,
        passwordHash,
        status: registration.status,
        comments: registration.comments,
        roleIds: registration.roleIds,
        reviewedBy: registration.status === 2 ? demoUsers.approver.id : null,
        reviewedAt: registration.status === 2 ? new Date('2026-11-11T09:00:00Z') : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
