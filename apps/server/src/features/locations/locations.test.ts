import { Office } from '@b2b-portal/api';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';

/**
 * The reseller's offices for /locations (issue 18): public, headquarters first, then sales offices, then the
 * integration and staging centers, each with address, phone, e-mail and hours. On PGlite and PostgreSQL.
 */
function locationsScenario(subject: () => EngineSubject) {
  it('should list the offices to anyone, signed in or not, headquarters first', async () => {
    const response = await subject().app.request('/api/v1.0/locations/offices');
    expect(response.status).toBe(200);
    const offices = z.array(Office).parse(await response.json());
    expect(offices.map((office) => office.name)).toEqual([
      'Headquarters',
      'New York Sales Office',
      'San Jose Sales Office',
      'Dallas Integration Center',
      'Reno Staging Center',
    ]);
    expect(offices[0]).toMatchObject({
      kind: 'headquarters',
      addressLine1: '1200 Commerce Street',
      city: 'Dallas',
      state: 'TX',
      postalCode: '75201',
      phone: '214-555-0100',
      hours: ['Monday–Friday: 8:00 AM – 6:00 PM CT'],
    });
    expect(offices.find((office) => office.city === 'Reno')?.addressLine2).toBe('');
    expect(offices[0]).not.toHaveProperty('sort');
  });
}

describeOnBothEngines('offices', locationsScenario);
