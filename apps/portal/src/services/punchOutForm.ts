import type { PunchOutTransferAnswer } from '@b2b-portal/api';

/** Posts the procurement system's return form in this window (or the window OCI names). */
export function postPunchOutForm(answer: PunchOutTransferAnswer): void {
  const form = document.createElement('form');
  form.method = answer.method;
  form.action = answer.url;
  if (answer.target) form.target = answer.target;
  for (const field of answer.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
