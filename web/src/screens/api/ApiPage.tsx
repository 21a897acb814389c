import type { OpenApiDocument, OpenApiOperation, OpenApiSchema } from '@shastra/content/contract/documents';
import { documentPath } from '@shastra/content/contract/paths';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';

/** A short type name for a schema: `ListItem[]`, `string`, `Saptarishi`. */
function typeName(schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'object';
  if (schema.type === 'array') return `${typeName(schema.items)}[]`;
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

function Schema({ name, schema }: { name: string; schema: OpenApiSchema }) {
  const properties = Object.entries(schema.properties ?? {});
  return (
    <section className="api-schema" id={`schema-${name}`} aria-labelledby={`schema-${name}-title`}>
      <h3 id={`schema-${name}-title`}>{name}</h3>
      {properties.length === 0 ? (
        <p>
          <code>{typeName(schema)}</code>
        </p>
      ) : (
        <table className="api-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
            </tr>
          </thead>
          <tbody>
            {properties.map(([field, value]) => (
              <tr key={field}>
                <td>
                  <code>{field}</code>
                </td>
                <td>
                  <code>{typeName(value)}</code>
                  {value.maxLength !== undefined && <span className="api-note"> (at most {value.maxLength})</span>}
                </td>
                <td>{schema.required?.includes(field) ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The path with each parameter's example value: a link a reader can open. */
function exampleUrl(path: string, operation: OpenApiOperation): string {
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.example) url = url.replace(`{${parameter.name}}`, parameter.example);
  }
  return url;
}

function Operation({ path, method, operation }: { path: string; method: string; operation: OpenApiOperation }) {
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  const body = operation.requestBody?.content['application/json']?.schema;
  const example = exampleUrl(path, operation);
  return (
    <article className="api-operation" id={operation.operationId} aria-labelledby={`${operation.operationId}-title`}>
      <h3 id={`${operation.operationId}-title`}>
        <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p className="api-summary">{operation.summary}</p>
      <p>{operation.description}</p>
      {operation.parameters && operation.parameters.length > 0 && (
        <ul className="api-parameters">
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.in}-${parameter.name}`}>
              <code>{parameter.name}</code> ({parameter.in}
              {parameter.required ? ', required' : ''}){parameter.description ? `: ${parameter.description}` : ''}
            </li>
          ))}
        </ul>
      )}
      {body && (
        <p>
          Body: <a href={`#schema-${typeName(body)}`}>{typeName(body)}</a> (JSON)
        </p>
      )}
      {ok && (
        <p>
          Answer: <code>{typeName(ok)}</code>
          {method === 'get' && (
            <>
              {' '}
              · try it: <a href={example}>{example}</a>
            </>
          )}
        </p>
      )}
      <dl className="api-responses">
        {Object.entries(operation.responses).map(([status, response]) => (
          <div key={status}>
            <dt>{status}</dt>
            <dd>{response.description}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The human-readable page of the documents API, rendered from its OpenAPI description. */
export function ApiPage({ data: openapi }: { data: OpenApiDocument }) {
  const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  return (
    <div className="api container">
      <Breadcrumb crumbs={[{ label: 'API' }]} />
      <h1>{openapi.info.title}</h1>
      <p className="api-lead">{openapi.info.description}</p>
      <ul className="api-facts">
        <li>
          Version {openapi.info.version}, described in OpenAPI {openapi.openapi}:{' '}
          <a href={documentPath('openapi')}>{documentPath('openapi')}</a>
        </li>
        <li>Every GET answer has a strong ETag (send If-None-Match for a 304) and is compressed when asked.</li>
        <li>
          Errors are JSON: <code>{'{ "error": "…", "status": 404 }'}</code>.
        </li>
      </ul>
      <nav aria-label="Calls" className="api-toc">
        <ul>
          {operations.map(({ path, method, operation }) => (
            <li key={operation.operationId}>
              <a href={`#${operation.operationId}`}>
                {method.toUpperCase()} {path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="calls-title">
        <h2 id="calls-title">Calls</h2>
        {operations.map((entry) => (
          <Operation key={entry.operation.operationId} {...entry} />
        ))}
      </section>
      <section aria-labelledby="schemas-title">
        <h2 id="schemas-title">Schemas</h2>
        {Object.entries(openapi.components.schemas).map(([name, schema]) => (
          <Schema key={name} name={name} schema={schema} />
        ))}
      </section>
    </div>
  );
}
