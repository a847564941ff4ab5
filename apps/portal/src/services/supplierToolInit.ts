import { type PunchOutFormData, shellEndpoints } from '@b2b-portal/api';
import { punchOutInitMachine } from '@b2b-portal/flows';
import { pathFor } from '@b2b-portal/flows/rules';
import { createActor, fromPromise } from 'xstate';
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
 * Runs one init of the manufacturer's configuration tool (see `useSupplierTool`): answers once the call is done,
 * when the form has been posted or the error page opened.
 */
export function initSupplierTool(returnUrl: string): Promise<void> {
  const actor = createActor(supplierToolMachine).start();
  actor.send({ type: 'INIT', returnUrl });
  return new Promise<void>((resolve) => {
    const done = () => {
      actor.stop();
      resolve();
    };
    if (!actor.getSnapshot().matches('loading')) return done();
    const subscription = actor.subscribe((state) => {
      if (state.matches('loading')) return;
      subscription.unsubscribe();
      done();
    });
  });
}
