import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './register-graphql.ts';

/** Every element of the schema an integrator reads in the SDL or the explorer that has no description. */
function undescribed(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}

describe('the GraphQL schema as integrators read it', () => {
  it('describes every type, field, argument and enum value', async () => {
    const sdl = (await loadTypeDefs()).join('\n');

    expect(undescribed(sdl)).toEqual([]);
  });

  it('finds what lacks a description', () => {
    expect(undescribed('"The root." type Query { "Said." a(x: Int): Int b: Int }')).toEqual(['Query.a(x)', 'Query.b']);
  });
});
