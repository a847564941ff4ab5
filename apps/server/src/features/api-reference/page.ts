import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@b2b-portal/api/openapi';
import { escapeXml as escapeHtml } from '../shell/punchout';

/**
 * The browsable API reference, rendered on the server from the OpenAPI document: plain HTML with no script
 * and no external asset, so it works offline and under the server's CSP. Operations are grouped by tag, each a
 * `<details>` with its permission, parameters, body, answers and their schemas; schema references link to the
 * components at the end of the page.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const sections = [...byTag].map(
    ([tag, operations]) => `<section aria-labelledby="tag-${id(tag)}">
<h2 id="tag-${id(tag)}">${escapeHtml(tag)}</h2>
${operations.map(({ method, path, operation }) => renderOperation(method, path, operation)).join('\n')}
</section>`,
  );
  const components = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<section class="component" aria-labelledby="schema-${id(name)}">
<h3 id="schema-${id(name)}">${escapeHtml(name)}</h3>
${renderSchema(schema)}
</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)} — reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${inline(document.info.description)}</p>
<p>Base URL: <code>${escapeHtml(document.servers[0]?.url ?? '/api')}</code>. The machine-readable document:
<a href="openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav aria-label="Areas"><ul>${[...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${id(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
</header>
<main>
${sections.join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
${components.join('\n')}
</section>
</main>
</body>
</html>`;
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters?.length
    ? `<h4>Query parameters</h4><table><thead><tr><th scope="col">name</th><th scope="col">required</th><th scope="col">schema</th></tr></thead><tbody>${operation.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.required ? 'yes' : 'no'}</td><td>${renderSchema(parameter.schema)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = operation.requestBody
    ? `<h4>Body (${Object.keys(operation.requestBody.content).map(escape).join(', ')}${operation.requestBody.required ? '' : ', optional'})</h4>${Object.values(
        operation.requestBody.content,
      )
        .map((media) => renderSchema(media.schema))
        .join('')}`
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const ref = (response as { $ref?: string }).$ref;
      if (ref) return `<dt>${escapeHtml(status)}</dt><dd>${refLink(ref)}</dd>`;
      const media = Object.entries(response.content ?? {})
        .map(
          ([type, content]) => `<div><code>${escapeHtml(type)}</code> ${renderSchema(content.schema)}</div>`,
        )
        .join('');
      return `<dt>${escapeHtml(status)}</dt><dd>${inline(response.description)}${media}</dd>`;
    })
    .join('');
  const lowered = method.toLowerCase();
  return `<details id="op-${id(operation.operationId)}">
<summary><span class="method method-${escapeHtml(lowered)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary)}</span></summary>
<div class="operation">
<p>${operation.description.split('\n\n').slice(1).map(inline).join('<br>')}</p>
<p class="meta">operationId <code>${escapeHtml(operation.operationId)}</code>${
    operation['x-permission']
      ? ` · x-permission <code>${escapeHtml(String(operation['x-permission']))}</code>`
      : ''
  }${operation['x-feature'] ? ` · x-feature <code>${escapeHtml(operation['x-feature'])}</code>` : ''}</p>
${parameters}
${body}
<h4>Answers</h4>
<dl class="responses">${responses}</dl>
</div>
</details>`;
}

/** A schema as indented JSON with its `$ref`s turned into links to the components. */
function renderSchema(schema: JsonSchema): string {
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  return `<pre class="schema">${json.replace(/&quot;\$ref&quot;: &quot;(#\/components\/[^&]+)&quot;/g, (_, ref: string) => `&quot;$ref&quot;: ${refLink(ref)}`)}</pre>`;
}

function refLink(ref: string): string {
  const name = ref.split('/').pop() ?? ref;
  const anchor = ref.startsWith('#/components/schemas/') ? `schema-${id(name)}` : 'schemas';
  return `<a href="#${anchor}">${escapeHtml(name)}</a>`;
}

function id(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Text with `code` spans. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
h1 small { font-weight: normal; font-size: 0.6em; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
details { border: 1px solid color-mix(in srgb, currentColor 25%, transparent); border-radius: 6px; margin: 0.5rem 0; }
summary { cursor: pointer; padding: 0.5rem 0.75rem; }
summary .summary { display: block; margin-top: 0.25rem; font-size: 0.9em; }
.operation { padding: 0 0.75rem 0.75rem; }
.method { display: inline-block; min-width: 4.5em; font-weight: bold; font-family: ui-monospace, monospace; }
.method-get { color: #0b6e3f; } .method-post { color: #0a55a6; } .method-put { color: #8a5300; } .method-delete { color: #b3261e; }
@media (prefers-color-scheme: dark) { .method-get { color: #6fdc9f; } .method-post { color: #8cc4ff; } .method-put { color: #ffc46b; } .method-delete { color: #ff9b93; } }
.meta { font-size: 0.9em; }
pre.schema { overflow: auto; max-height: 24rem; padding: 0.5rem; background: color-mix(in srgb, currentColor 6%, transparent); border-radius: 4px; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
td pre.schema { margin: 0; max-height: 10rem; }
dl.responses dt { font-weight: bold; font-family: ui-monospace, monospace; margin-top: 0.5rem; }
dl.responses dd { margin-left: 1.5rem; }
`;
