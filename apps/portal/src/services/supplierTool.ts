import { type PunchOutFormData, shellEndpoints } from '@b2b-portal/api';
import { punchOutInitMachine } from '@b2b-portal/flows';
import { usePunchOutInit } from '@b2b-portal/flows/react';
import { pathFor } from '@b2b-portal/flows/rules';
import { fromPromise } from 'xstate';
import { navigate } from '../app/hashLocation';
import { api } from './api';

/** The cart punch-out form (000 §3): the stored names duns, userName… posted as DUNS, USERNAME… */
export function postSupplierForm(data: PunchOutFormData): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = data.action;
  const fields: Record<string, string> = {
    DUNS: data.duns,
    USERNAME: data.userName,
    PASSWORD: data.password,
    HOOK_URL: data.hookUrl,
    COOKIE: data.cookie,
    cXMLRequest: data.cXMLRequest,
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const supplierToolMachine = punchOutInitMachine.provide({
  actions: {
    submitForm: (_, { data }) => postSupplierForm(data),
    goToError: (_, { code }) => navigate(pathFor('Error', { code })),
  },
  actors: {
    initPunchOut: fromPromise(({ input }) => api.call(shellEndpoints.punchOutInit, { query: input })),
  },
});

/**
 * The hand-off to the manufacturer's configuration tool (000 §4 punch-out init): the server prepares the
 * form, which is auto-submitted for that module; the tool posts the configured cart back to receivepunchout,
 * which adds it to the cart and returns the user to `returnUrl`.
 */
export function useSupplierTool(returnUrl: string) {
  const { loading, init } = usePunchOutInit(supplierToolMachine);
  return { loading, open: () => init({ returnUrl }) };
}
