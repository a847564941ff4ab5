import type { BusinessData } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BusinessHierarchyPage from './BusinessHierarchyPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

/** The contract wants GUIDs: one per name. */
const id = {
  l1: '00000000-0000-4000-8000-000000000001',
  l2: '00000000-0000-4000-8000-000000000002',
  l3: '00000000-0000-4000-8000-000000000003',
  clinical: '00000000-0000-4000-8000-000000000004',
  radiology: '00000000-0000-4000-8000-000000000005',
  corporate: '00000000-0000-4000-8000-000000000006',
  it: '00000000-0000-4000-8000-000000000007',
  it_infra: '00000000-0000-4000-8000-000000000008',
};

const levels = [
  { id: id.l1, name: 'Division', level: 1 },
  { id: id.l2, name: 'Department', level: 2 },
  { id: id.l3, name: 'Cost Center', level: 3 },
];
const leaf = (id: string, name: string, typeID: string, parentID: string, documentCount = 0) => ({
  id,
  name,
  typeID,
  parentID,
  active: true,
  documentCount,
  children: [],
});

/** Northwind's hierarchy, shortened: two divisions, departments under them, one cost center. */
function northwind(): BusinessData {
  return {
    setting: {
      id: 's',
      label: 'Department',
      hierarchyName: 'Northwind Departments',
      isRequired: false,
      active: true,
    },
    levels,
    units: [
      {
        ...leaf(id.clinical, 'Clinical Services', id.l1, ''),
        parentID: null,
        children: [leaf(id.radiology, 'Radiology', id.l2, id.clinical, 2)],
      },
      {
        ...leaf(id.corporate, 'Corporate', id.l1, ''),
        parentID: null,
        children: [
          {
            ...leaf(id.it, 'Information Technology', id.l2, id.corporate),
            children: [leaf(id.it_infra, 'IT Infrastructure (CC-4100)', id.l3, id.it)],
          },
        ],
      },
    ],
  };
}

function serve(answers: Record<string, (options: { body?: unknown; query?: unknown }) => unknown> = {}) {
  call.mockImplementation(async (endpoint: { id: string }, options: { body?: unknown; query?: unknown }) => {
    const answer = answers[endpoint.id];
    if (answer) return answer(options);
    if (endpoint.id === 'BusinessUnit.getBusinessData') return northwind();
    if (endpoint.id === 'BusinessUnit.getSpendingLimit') {
      const { id: unitId } = options.query as { id: string };
      return { unitId, orderLimit: null, monthlyBudget: null, spentThisMonth: '0.00' };
    }
    throw new Error(`unexpected call ${endpoint.id}`);
  });
}

const renderPage = () =>
  render(<BusinessHierarchyPage route={routeByName('BusinessHierarchy')} query={{}} />);
/** The units' tree once its rows are drawn (it is drawn empty first; on a loaded machine the rows come later). */
const tree = async () => {
  const grid = within(await screen.findByRole('treegrid', { name: 'Business units' }));
  await grid.findAllByRole('row', {}, { timeout: 5_000 });
  return grid;
};
const callsTo = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);

/** The server's refusal to delete the level Department, which has units. */
const departmentInUse = () =>
  new ApiError({
    status: 409,
    endpointId: 'BusinessUnitType.delete',
    body: {
      code: 'BusinessUnitTypeInUse',
      message: 'The level Department cannot be deleted: 2 units are at this level.',
      traceId: 't',
    },
  });

afterEach(() => {
  call.mockReset();
});

describe('/business-hierarchy', () => {
  it('should show the setting, the levels and the units as a tree', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('textbox', { name: /Hierarchy name/ })).toHaveValue(
      'Northwind Departments',
    );
    expect(screen.getByRole('textbox', { name: /Level 2 name/ })).toHaveValue('Department');
    const units = await tree();
    expect(units.getByRole('row', { name: /Radiology/ })).toBeInTheDocument();
  });

  it('should add a unit below a row, one level under its parent, after the check in the browser', async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnit.upsert': ({ body }) => ({ id: 'new', ...(body as object), parentID: id.corporate }),
    });
    renderPage();
    const units = await tree();
    await user.click(units.getByRole('button', { name: 'Actions for Corporate' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add unit below' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New unit under Corporate' }));
    // The browser's check first: a blank name is refused in the documents' words, and nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findAllByText('Please enter all required fields and try again.')).not.toHaveLength(0);
    expect(callsTo('BusinessUnit.upsert')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Unit name/ }), 'Legal');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Legal saved.');
    expect(callsTo('BusinessUnit.upsert')[0]?.[1]).toMatchObject({
      body: { name: 'Legal', typeID: id.l2, parentID: id.corporate },
    });
    // The page read the hierarchy again.
    expect(callsTo('BusinessUnit.getBusinessData')).toHaveLength(2);
  });

  it('should offer a move only under units one level up outside its own branch', async () => {
    const user = userEvent.setup();
    serve({ 'BusinessUnit.upsert': ({ body }) => body });
    renderPage();
    const units = await tree();
    await user.click(units.getByRole('button', { name: 'Actions for Information Technology' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Information Technology' }));
    await user.click(dialog.getByRole('button', { name: /New parent/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Corporate is its parent already; departments and cost centers are not one level up.
    expect(options.map((option) => option.textContent)).toEqual(['Clinical Services']);
    await user.click(options[0] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    await screen.findByText('Information Technology saved.');
    expect(callsTo('BusinessUnit.upsert')[0]?.[1]).toMatchObject({
      body: { id: id.it, typeID: id.l2, parentID: id.clinical },
    });
  });

  it("should show the server's reason when a unit in use cannot be deleted", async () => {
    const user = userEvent.setup();
    const message =
      'Radiology cannot be deleted: 2 documents (orders, quotes or requisitions) are filed under it. Mark it inactive instead.';
    serve({
      'BusinessUnit.delete': () => {
        throw new ApiError({
          status: 409,
          endpointId: 'BusinessUnit.delete',
          body: { code: 'BusinessUnitInUse', message, traceId: 't' },
        });
      },
    });
    renderPage();
    const units = await tree();
    await user.click(units.getByRole('button', { name: 'Actions for Radiology' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Radiology?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('BusinessUnit.delete')).toHaveLength(1));
    expect(callsTo('BusinessUnit.getBusinessData')).toHaveLength(1);
  });

  it("should set a unit's spending limits as exact amounts, refusing one that is not an amount before the call", async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnit.getSpendingLimit': ({ query }) => ({
        unitId: (query as { id: string }).id,
        orderLimit: (query as { id: string }).id === id.radiology ? '2500.00' : null,
        monthlyBudget: null,
        spentThisMonth: '1234.56',
      }),
      'BusinessUnit.setSpendingLimit': ({ body }) => ({ ...(body as object), spentThisMonth: '1234.56' }),
    });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Spending limits' }));
    await user.click(await section.findByRole('button', { name: /Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'Clinical Services › Radiology' }));
    const form = within(await section.findByRole('form', { name: 'Spending limits of Radiology' }));
    expect(form.getByRole('textbox', { name: /Limit per order/ })).toHaveValue('2500.00');
    expect(
      form.getByText('Ordered this month under Radiology and the units below it: $1,234.56'),
    ).toBeInTheDocument();

    const budget = form.getByRole('textbox', { name: /Budget per month/ });
    await user.type(budget, '10,000');
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    expect(
      await form.findByText(
        'Give each limit as an amount above zero with at most 2 decimals, such as 2500.00, or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('BusinessUnit.setSpendingLimit')).toHaveLength(0);
    // Too many decimals is told as such at the field, not as 'above zero' (issue 18).
    await user.clear(budget);
    await user.type(budget, '2500.123');
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(budget).toHaveAccessibleDescription(
        expect.stringContaining('Please enter an amount with at most 2 decimals.'),
      ),
    );
    expect(callsTo('BusinessUnit.setSpendingLimit')).toHaveLength(0);

    await user.clear(budget);
    await user.type(budget, '10000.10');
    await user.clear(form.getByRole('textbox', { name: /Limit per order/ }));
    await user.click(form.getByRole('button', { name: 'Save limits' }));
    await screen.findByText('Spending limits of Radiology saved.');
    expect(callsTo('BusinessUnit.setSpendingLimit')[0]?.[1]).toMatchObject({
      body: { id: id.radiology, orderLimit: null, monthlyBudget: '10000.10' },
    });
  });
  it('should save the hierarchy setting as changed, refusing a blank label before the call', async () => {
    const user = userEvent.setup();
    serve({ 'BusinessUnitSetting.update': ({ body }) => ({ id: 's', ...(body as object) }) });
    renderPage();
    const setting = within(await screen.findByRole('region', { name: 'Hierarchy' }));
    const label = await setting.findByRole('textbox', { name: /^Label/ });
    await user.clear(label);
    await user.click(setting.getByRole('button', { name: 'Save hierarchy' }));
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(await setting.findAllByText('Please enter all required fields and try again.')).not.toHaveLength(
      0,
    );
    expect(callsTo('BusinessUnitSetting.update')).toHaveLength(0);

    await user.type(label, 'Cost center');
    const hierarchyName = setting.getByRole('textbox', { name: /Hierarchy name/ });
    await user.clear(hierarchyName);
    await user.type(hierarchyName, 'Northwind Cost Centers');
    await user.click(setting.getByRole('checkbox', { name: 'A business unit is required on every order' }));
    await user.click(setting.getByRole('button', { name: 'Save hierarchy' }));
    expect(await screen.findByText('Hierarchy saved.')).toBeInTheDocument();
    expect(callsTo('BusinessUnitSetting.update')[0]?.[1]).toMatchObject({
      body: { label: 'Cost center', hierarchyName: 'Northwind Cost Centers', isRequired: true, active: true },
    });
    expect(callsTo('BusinessUnitSetting.create')).toHaveLength(0);
    // The page read the hierarchy again.
    await waitFor(() => expect(callsTo('BusinessUnit.getBusinessData')).toHaveLength(2));
  });

  it("should show the server's refusal of the setting in the form", async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnitSetting.update': () => {
        throw new ApiError({
          status: 403,
          endpointId: 'BusinessUnitSetting.update',
          body: { code: 'Forbidden', message: 'You do not have permission to do this.', traceId: 't' },
        });
      },
    });
    renderPage();
    const setting = within(await screen.findByRole('region', { name: 'Hierarchy' }));
    await user.click(await setting.findByRole('button', { name: 'Save hierarchy' }));
    expect(await setting.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByText('Hierarchy saved.')).toBeNull();
  });

  it('should add a level below the lowest and rename one, refusing a blank name before the call', async () => {
    const user = userEvent.setup();
    serve({ 'BusinessUnitType.upsert': ({ body }) => ({ level: 4, ...(body as object), id: id.l3 }) });
    renderPage();
    const newLevel = await screen.findByRole('textbox', { name: /New level name/ });
    const levelsForm = within(screen.getByRole('form', { name: 'New level name' }));
    await user.click(levelsForm.getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(newLevel).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('BusinessUnitType.upsert')).toHaveLength(0);

    await user.type(newLevel, 'Team');
    await user.click(levelsForm.getByRole('button', { name: 'Add level' }));
    expect(await screen.findByText('Level Team saved.')).toBeInTheDocument();
    expect(callsTo('BusinessUnitType.upsert')[0]?.[1]).toMatchObject({
      body: { id: '00000000-0000-0000-0000-000000000000', name: 'Team' },
    });
    expect(newLevel).toHaveValue('');

    const level2 = within(screen.getByRole('form', { name: 'Level 2 name' }));
    const name = level2.getByRole('textbox', { name: /Level 2 name/ });
    await user.clear(name);
    await user.type(name, 'Section');
    await user.click(level2.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Level Section saved.')).toBeInTheDocument();
    expect(callsTo('BusinessUnitType.upsert')[1]?.[1]).toMatchObject({
      body: { id: id.l2, name: 'Section' },
    });
  });

  it("should delete an unused level, and show the server's reason for one with units", async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnitType.delete': ({ query }) => {
        if ((query as { id: string }).id === id.l2) {
          throw departmentInUse();
        }
        return { ok: true };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete level Department' }));
    const level2 = within(screen.getByRole('form', { name: 'Level 2 name' }));
    expect(
      await level2.findByText('The level Department cannot be deleted: 2 units are at this level.'),
    ).toBeInTheDocument();
    expect(callsTo('BusinessUnit.getBusinessData')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete level Cost Center' }));
    expect(await screen.findByText('Level Cost Center deleted.')).toBeInTheDocument();
    expect(callsTo('BusinessUnitType.delete').map(([, options]) => options.query)).toEqual([
      { id: id.l2 },
      { id: id.l3 },
    ]);
    await waitFor(() => expect(callsTo('BusinessUnit.getBusinessData')).toHaveLength(2));
  });

  it('should move the focus to the success message of Add level, and to the reason of a refused rename', async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnitType.upsert': ({ body }) => {
        if ((body as { id: string }).id === id.l2) {
          throw new ApiError({
            status: 403,
            endpointId: 'BusinessUnitType.upsert',
            body: { code: 'Forbidden', message: 'You do not have permission to do this.', traceId: 't' },
          });
        }
        return { level: 4, ...(body as object), id: id.l3 };
      },
    });
    renderPage();
    const newLevel = await screen.findByRole('textbox', { name: /New level name/ });
    await user.type(newLevel, 'Team');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    const saved = await screen.findByText('Level Team saved.');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(saved);

    const level2 = within(screen.getByRole('form', { name: 'Level 2 name' }));
    await user.type(level2.getByRole('textbox', { name: /Level 2 name/ }), 's');
    await user.click(level2.getByRole('button', { name: 'Rename' }));
    const reason = await level2.findByRole('alert');
    expect(reason).toHaveTextContent('You do not have permission to do this.');
    await waitFor(() => expect(reason).toHaveFocus());
    // The new action's message replaced the last one's success.
    expect(screen.queryByText('Level Team saved.')).toBeNull();
  });

  it("should mark the name field with the server's refusal of a level's or a unit's name taken, and focus it", async () => {
    const user = userEvent.setup();
    const taken = (endpointId: string, code: string, message: string) => () => {
      throw new ApiError({ status: 409, endpointId, body: { code, message, traceId: 't' } });
    };
    serve({
      'BusinessUnitType.upsert': taken(
        'BusinessUnitType.upsert',
        'BusinessUnitLevelNameTaken',
        'There is already a level named Division.',
      ),
      'BusinessUnit.upsert': taken(
        'BusinessUnit.upsert',
        'BusinessUnitNameTaken',
        'There is already a unit named Corporate here.',
      ),
    });
    renderPage();
    const newLevel = await screen.findByRole('textbox', { name: /New level name/ });
    await user.type(newLevel, 'Division');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(newLevel).toHaveAttribute('aria-invalid', 'true'));
    expect(newLevel).toHaveAccessibleDescription(
      expect.stringContaining('There is already a level named Division.'),
    );
    await waitFor(() => expect(newLevel).toHaveFocus());
    expect(within(screen.getByRole('form', { name: 'New level name' })).getByRole('alert')).toHaveTextContent(
      'Please correct the marked fields and try again.',
    );

    await tree();
    await user.click(screen.getByRole('button', { name: 'Add top-level unit' }));
    const dialog = within(await screen.findByRole('dialog'));
    const unitName = dialog.getByRole('textbox', { name: /Unit name/ });
    await user.type(unitName, 'Corporate');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unitName).toHaveAttribute('aria-invalid', 'true'));
    expect(unitName).toHaveAccessibleDescription(
      expect.stringContaining('There is already a unit named Corporate here.'),
    );
    await waitFor(() => expect(unitName).toHaveFocus());
  });

  it("should replace a level's refused delete by the next action's message", async () => {
    const user = userEvent.setup();
    serve({
      'BusinessUnitType.delete': () => {
        throw departmentInUse();
      },
      'BusinessUnitType.upsert': ({ body }) => ({ level: 2, ...(body as object) }),
    });
    renderPage();
    const inUse = 'The level Department cannot be deleted: 2 units are at this level.';
    // Renamed to the same name, the level's form stays: its own refusal goes with the rename's success.
    await user.click(await screen.findByRole('button', { name: 'Delete level Department' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    const level2 = within(screen.getByRole('form', { name: 'Level 2 name' }));
    await user.click(level2.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Level Department saved.')).toBeInTheDocument();
    expect(screen.queryByText(inUse)).toBeNull();

    // Another level's action: the refusal beside it goes too.
    await user.click(screen.getByRole('button', { name: 'Delete level Department' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(screen.queryByText('Level Department saved.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /New level name/ }), 'Team');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(await screen.findByText('Level Team saved.')).toBeInTheDocument();
    expect(screen.queryByText(inUse)).toBeNull();
  });
});
