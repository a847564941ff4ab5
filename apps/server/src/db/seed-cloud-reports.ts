import { monthsFrom } from '@b2b-portal/flows/rules';
import type { Executor } from './client';
import { cloudConsumption, edpCommitments } from './schema';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';

/**
 * The cloud reports' data (issue 20): Northwind's AWS consumption for 18 months (May 2025 to October 2026, the
 * last month published on 14 November 2026) in 6 services, at list and at contract price, and its AWS Enterprise
 * Discount Program commitment ($2,100,000.00 from July 2025 to June 2027, in progress); Contoso's Azure
 * consumption for 3 months in 2 services and no commitment (the company scope's other side).
 *
 * Amounts are integer cents worked out from each service's base, a 2 % monthly growth and a fixed jitter, then
 * the service's contract discount (whole basis points, rounded half-up to the cent): the same figures every seed.
 */

interface ServiceSpec {
  name: string;
  /** The list cost of the first month, whole dollars. */
  base: number;
  /** The contract's discount on list, basis points. */
  discountBp: number;
}

const northwindServices: ServiceSpec[] = [
  { name: 'Amazon EC2', base: 42_000, discountBp: 1800 },
  { name: 'Amazon S3', base: 8_600, discountBp: 1200 },
  { name: 'Amazon RDS', base: 15_500, discountBp: 1500 },
  { name: 'AWS Lambda', base: 2_300, discountBp: 800 },
  { name: 'Amazon CloudFront', base: 4_100, discountBp: 1000 },
  { name: 'Amazon EKS', base: 9_800, discountBp: 1400 },
];

const contosoServices: ServiceSpec[] = [
  { name: 'Azure Virtual Machines', base: 12_000, discountBp: 1500 },
  { name: 'Azure Blob Storage', base: 2_400, discountBp: 1000 },
];

export const cloudReportSeed = {
  northwind: { provider: 'AWS', from: '2025-05', to: '2026-10', services: northwindServices },
  contoso: { provider: 'Azure', from: '2026-08', to: '2026-10', services: contosoServices },
  edp: {
    id: seedId('edp:northwind-aws'),
    company: 'northwind' as const,
    provider: 'AWS',
    programme: 'AWS Enterprise Discount Program',
    startMonth: '2025-07-01',
    endMonth: '2027-06-01',
    committedAmount: '2100000.00',
  },
} as const;

const cents = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** One service's list and contract cost in the `index`th month of its company's data. */
export function seededCloudCost(service: ServiceSpec, serviceIndex: number, index: number) {
  const list =
    service.base * 100 + index * service.base * 2 + ((index * 3797 + serviceIndex * 1231) % 10_000);
  const contract = list - Math.round((list * service.discountBp) / 10_000);
  return { listCost: cents(list), contractCost: cents(contract) };
}

export async function seedCloudReports(db: Executor): Promise<void> {
  const rows = (['northwind', 'contoso'] as const).flatMap((company) => {
    const spec = cloudReportSeed[company];
    return monthsFrom(spec.from, spec.to).flatMap((month, index) =>
      spec.services.map((service, serviceIndex) => ({
        id: seedId(`cloud:${company}:${month}:${service.name}`),
        companyId: demoCompanies[company].id,
        provider: spec.provider,
        month: `${month}-01`,
        service: service.name,
        ...seededCloudCost(service, serviceIndex, index),
      })),
    );
  });
  await db.insert(cloudConsumption).values(rows);
  const { company, ...edp } = cloudReportSeed.edp;
  await db.insert(edpCommitments).values({ ...edp, companyId: demoCompanies[company].id });
}
