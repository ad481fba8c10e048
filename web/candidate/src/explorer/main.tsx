// The GraphQL explorer served at GET /graphql to a browser: GraphiQL, bundled (no CDN), over the published SDL.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL } from 'graphiql';
import type { GraphQLSchema } from 'graphql';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createExplorerFetcher } from './explorer-fetcher';
import { loadSchema } from './load-schema';

const schemaUrl = '/graphql/schema.graphql';
const fetcher = createExplorerFetcher('/graphql');

const firstQuery = `# Paste your API key into Headers below, then run this with the play button (Ctrl-Enter).
# Keys are created in your profile (candidates) or the back office (tutors and admins).
{
  me {
    id
    fullName
    email
    role
  }
}
`;

// The Headers editor opens with the one header an integrator needs; only the key is left to paste.
const headersTemplate = `{
  "Authorization": "Bearer "
}`;

function Explorer() {
  const [schema, setSchema] = useState<GraphQLSchema | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    loadSchema(schemaUrl).then(setSchema, (error: Error) => setFailure(error.message));
  }, []);
  if (failure) return <p className="explorer-message">{failure}</p>;
  if (!schema) return <p className="explorer-message">Reading the schema…</p>;
  return (
    <GraphiQL
      fetcher={fetcher}
      schema={schema}
      defaultQuery={firstQuery}
      defaultHeaders={headersTemplate}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
    >
      <GraphiQL.Logo>
        MockWrite API{' '}
        <a className="explorer-sdl" href={schemaUrl}>
          schema.graphql
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  );
}

const root = document.getElementById('explorer');
if (!root) throw new Error('The explorer page has no #explorer element.');
createRoot(root).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
