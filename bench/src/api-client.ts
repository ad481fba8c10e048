/** One GraphQL call for setting a run up (not measured); throws on any error so a broken setup stops the run. */
export async function graphql<T>(
  origin: string,
  query: string,
  options: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: graphqlHeaders(options.token),
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  const text = await response.text();
  let body: { data?: T; errors?: { message: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`GraphQL answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors ?? text).slice(0, 500)}`);
  }
  return body.data;
}

/** The headers of a GraphQL POST; Apollo refuses a POST without a JSON content type (CSRF prevention). */
export function graphqlHeaders(token?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}
