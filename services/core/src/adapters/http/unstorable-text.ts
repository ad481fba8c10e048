// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is not valid UTF-8: the driver fails on both with
// an internal error. Input is checked for them at the edge, so the caller learns which field to fix.

export type UnstorableText = { path: string; problem: string };

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, or null when it can be stored. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'a null character (U+0000)';
  if (text.isWellFormed()) return null;
  const code = loneSurrogate.exec(text)?.[0].charCodeAt(0) ?? 0xd800;
  return `an unpaired UTF-16 surrogate (U+${code.toString(16).toUpperCase()})`;
}

const child = (path: string, key: string | number): string => {
  if (typeof key === 'number') return `${path}[${key}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return path ? `${path}.${name}` : name;
};

/**
 * The first string (value or object key) in a parsed JSON-like value that cannot be stored, with its path such as
 * `answers[0].text`. Walks with an explicit stack: a deeply nested body must not overflow the call stack.
 */
export function findUnstorableText(value: unknown, rootPath = ''): UnstorableText | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: rootPath }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      const problem = unstorableTextProblem(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: child(path, index) });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        const keyProblem = unstorableTextProblem(key);
        if (keyProblem) return { path: path || '(body)', problem: `a field name with ${keyProblem}` };
        pending.push({ value: item, path: child(path, key) });
      }
    }
  }
  return null;
}

/** The message a caller gets: which field, what is wrong, what to do. */
export function unstorableTextMessage(found: UnstorableText): string {
  const where = found.path ? `${found.path} contains` : 'The request contains';
  return `${where} ${found.problem}, which cannot be stored. Remove that character and send the text again.`;
}
