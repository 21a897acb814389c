import type { OpenApiDocument, OpenApiOperation, OpenApiSchema } from '@shastra/content/contract/documents';
import { documentPath } from '@shastra/content/contract/paths';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { fill } from '../../i18n/format.ts';
import { RichText } from '../../i18n/RichText.tsx';

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
  const t = useMessages('api');
  // A schema's name is an identifier of the API, the same in every edition.
  const english = useEnglish();
  const properties = Object.entries(schema.properties ?? {});
  return (
    <section className="api-schema" id={`schema-${name}`} aria-labelledby={`schema-${name}-title`}>
      <h3 id={`schema-${name}-title`} lang={english}>
        {name}
      </h3>
      {properties.length === 0 ? (
        <p>
          <code>{typeName(schema)}</code>
        </p>
      ) : (
        <table className="api-table">
          <thead>
            <tr>
              <th scope="col">{t.field}</th>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.required}</th>
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
                  {value.maxLength !== undefined && (
                    <span className="api-note">{fill(t.atMost, { max: value.maxLength })}</span>
                  )}
                </td>
                <td>{schema.required?.includes(field) ? t.yes : t.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The API's own description (OpenAPI) is written in English for every edition: on a page of another
 * edition its words are marked as English.
 */
const useEnglish = () => (useLocale() === 'en' ? undefined : 'en');

/** The path with each parameter's example value: a link a reader can open. */
function exampleUrl(path: string, operation: OpenApiOperation): string {
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.example) url = url.replace(`{${parameter.name}}`, parameter.example);
  }
  return url;
}

function Operation({ path, method, operation }: { path: string; method: string; operation: OpenApiOperation }) {
  const t = useMessages('api');
  const english = useEnglish();
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  const body = operation.requestBody?.content['application/json']?.schema;
  const example = exampleUrl(path, operation);
  return (
    <article className="api-operation" id={operation.operationId} aria-labelledby={`${operation.operationId}-title`}>
      <h3 id={`${operation.operationId}-title`}>
        <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p className="api-summary" lang={english}>
        {operation.summary}
      </p>
      <p lang={english}>{operation.description}</p>
      {operation.parameters && operation.parameters.length > 0 && (
        <ul className="api-parameters">
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.in}-${parameter.name}`}>
              <RichText
                template={fill(
                  parameter.required
                    ? parameter.description
                      ? t.parameterRequiredDescribed
                      : t.parameterRequired
                    : parameter.description
                      ? t.parameterDescribed
                      : t.parameter,
                  { in: parameter.in, description: `<description>${parameter.description ?? ''}</description>` },
                )}
                tags={{
                  code: () => <code>{parameter.name}</code>,
                  description: (text) => <span lang={english}>{text}</span>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {body && (
        <p>
          <RichText
            template={t.body}
            tags={{
              link: () => (
                <a href={`#schema-${typeName(body)}`} lang={english}>
                  {typeName(body)}
                </a>
              ),
            }}
          />
        </p>
      )}
      {ok && (
        <p>
          <RichText
            template={method === 'get' ? t.answerTryIt : t.answer}
            tags={{ code: () => <code>{typeName(ok)}</code>, link: () => <a href={example}>{example}</a> }}
          />
        </p>
      )}
      <dl className="api-responses">
        {Object.entries(operation.responses).map(([status, response]) => (
          <div key={status}>
            <dt>{status}</dt>
            <dd lang={english}>{response.description}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The human-readable page of the documents API, rendered from its OpenAPI description. */
export function ApiPage({ data: openapi }: { data: OpenApiDocument }) {
  const t = useMessages('api');
  const english = useEnglish();
  const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  return (
    <div className="api container">
      <Breadcrumb crumbs={[{ label: t.title }]} />
      <h1 lang={english}>{openapi.info.title}</h1>
      <p className="api-lead" lang={english}>
        {openapi.info.description}
      </p>
      <ul className="api-facts">
        <li>
          <RichText
            template={fill(t.version, { version: openapi.info.version, openapi: openapi.openapi })}
            tags={{ link: () => <a href={documentPath('openapi')}>{documentPath('openapi')}</a> }}
          />
        </li>
        <li>{t.etag}</li>
        <li>
          <RichText template={t.errors} tags={{ code: () => <code>{'{ "error": "…", "status": 404 }'}</code> }} />
        </li>
      </ul>
      <nav aria-label={t.calls} className="api-toc">
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
        <h2 id="calls-title">{t.calls}</h2>
        {operations.map((entry) => (
          <Operation key={entry.operation.operationId} {...entry} />
        ))}
      </section>
      <section aria-labelledby="schemas-title">
        <h2 id="schemas-title">{t.schemas}</h2>
        {Object.entries(openapi.components.schemas).map(([name, schema]) => (
          <Schema key={name} name={name} schema={schema} />
        ))}
      </section>
    </div>
  );
}
