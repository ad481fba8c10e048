import { type ASTNode, BREAK, type DocumentNode, Kind, type ValueNode, visit } from 'graphql';
import { type UnstorableText, unstorableTextProblem } from '../http/unstorable-text.ts';

function findInValue(value: ValueNode, path: string): UnstorableText | null {
  switch (value.kind) {
    case Kind.STRING: {
      const problem = unstorableTextProblem(value.value);
      return problem ? { path, problem } : null;
    }
    case Kind.LIST:
      for (const [index, item] of value.values.entries()) {
        const found = findInValue(item, `${path}[${index}]`);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of value.fields) {
        const found = findInValue(field.value, `${path}.${field.name.value}`);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

const ownerName = (ancestors: readonly (ASTNode | readonly ASTNode[])[]): string => {
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const node = ancestors[index];
    if (node && 'kind' in node && (node.kind === Kind.FIELD || node.kind === Kind.DIRECTIVE)) {
      return node.kind === Kind.DIRECTIVE ? `@${node.name.value}` : node.name.value;
    }
  }
  return 'query';
};

/**
 * The first string literal written into the document (an argument or a variable's default value) that cannot be
 * stored, named like `saveDraft(answers[0].text)`. graphql-js already refuses lone surrogate escapes; `\u0000` is
 * valid GraphQL and is caught here.
 */
export function findUnstorableLiteral(document: DocumentNode): UnstorableText | null {
  let found: UnstorableText | null = null;
  visit(document, {
    Argument(node, _key, _parent, _path, ancestors) {
      const inArgument = findInValue(node.value, node.name.value);
      if (!inArgument) return false;
      found = { ...inArgument, path: `${ownerName(ancestors)}(${inArgument.path})` };
      return BREAK;
    },
    VariableDefinition(node) {
      const inDefault = node.defaultValue && findInValue(node.defaultValue, `$${node.variable.name.value}`);
      if (!inDefault) return false;
      found = { ...inDefault, path: `the default value of ${inDefault.path}` };
      return BREAK;
    },
  });
  return found;
}
