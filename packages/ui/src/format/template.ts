/** Fills `{name}` placeholders the way the message catalogue writes them: 'Hello, {firstName}!'. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
