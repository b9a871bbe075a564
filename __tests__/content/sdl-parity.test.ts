import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  Kind,
  parse,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
} from 'graphql';
import { schemaTypes, type SchemaField, type SchemaType } from '../../studio/schema';

/**
 * The committed SDL (what gatsby-source-sanity builds its types from) must say what the studio
 * schema says, and the fragments pages query must exist in it. Expected types and fields are
 * derived from the schema objects with Sanity's gen3 naming rules.
 */
const ROOT = path.resolve(__dirname, '../..');
const SDL = fs.readFileSync(path.join(ROOT, 'server/content-lake/schema.graphql'), 'utf8');

type FieldSig = { type: string; reference: boolean; jsonAlias: string | null };
type TypeSig = Map<string, FieldSig>;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const SCALARS: Record<string, string> = {
  string: 'String',
  text: 'String',
  url: 'String',
  number: 'Float',
  boolean: 'Boolean',
  date: 'Date',
  datetime: 'DateTime',
  slug: 'Slug',
  image: 'Image',
};
const DOCUMENT_FIELDS: [string, string][] = [
  ['_id', 'ID'],
  ['_type', 'String'],
  ['_createdAt', 'DateTime'],
  ['_updatedAt', 'DateTime'],
  ['_rev', 'String'],
  ['_key', 'String'],
];
const IMAGE_FIELDS: [string, FieldSig][] = [
  ['asset', { type: 'SanityImageAsset', reference: true, jsonAlias: null }],
  ['hotspot', { type: 'SanityImageHotspot', reference: false, jsonAlias: null }],
  ['crop', { type: 'SanityImageCrop', reference: false, jsonAlias: null }],
];

function expectedTypes(types: readonly SchemaType[]): Map<string, TypeSig> {
  const byName = new Map(types.map((t) => [t.name, t]));
  const isBlockArray = (field: SchemaField): boolean => {
    const named = byName.get(field.type);
    const members =
      field.type === 'array' ? field.of : named?.type === 'array' ? named.of : undefined;
    return !!members?.some((m) => m.type === 'block');
  };
  const fieldSig = (field: SchemaField): [string, FieldSig] => {
    if (isBlockArray(field)) {
      return [`${field.name}Raw`, { type: 'JSON', reference: false, jsonAlias: field.name }];
    }
    if (field.type === 'array') {
      const member = field.of?.[0];
      if (!member) throw new Error(`${field.name}: array without members`);
      if (member.type === 'reference') {
        const target = (member as { to?: readonly { type: string }[] }).to?.[0]?.type ?? '';
        return [field.name, { type: `[${pascal(target)}]`, reference: true, jsonAlias: null }];
      }
      return [
        field.name,
        {
          type: `[${SCALARS[member.type] ?? pascal(member.type)}]`,
          reference: false,
          jsonAlias: null,
        },
      ];
    }
    if (field.type === 'reference') {
      return [
        field.name,
        { type: pascal(field.to?.[0]?.type ?? ''), reference: true, jsonAlias: null },
      ];
    }
    return [
      field.name,
      { type: SCALARS[field.type] ?? pascal(field.type), reference: false, jsonAlias: null },
    ];
  };

  const out = new Map<string, TypeSig>();
  for (const type of types) {
    if (type.type === 'array') continue; // array types become JSON fields, not GraphQL types
    const sig: TypeSig = new Map();
    if (type.type === 'document') {
      for (const [name, t] of DOCUMENT_FIELDS)
        sig.set(name, { type: t, reference: false, jsonAlias: null });
    } else {
      sig.set('_key', { type: 'String', reference: false, jsonAlias: null });
      sig.set('_type', { type: 'String', reference: false, jsonAlias: null });
    }
    if (type.type === 'image') for (const [name, f] of IMAGE_FIELDS) sig.set(name, f);
    for (const field of type.fields ?? []) {
      const [name, f] = fieldSig(field);
      sig.set(name, f);
    }
    out.set(pascal(type.name), sig);
  }
  return out;
}

const typeString = (node: TypeNode): string =>
  node.kind === Kind.NON_NULL_TYPE
    ? `${typeString(node.type)}!`
    : node.kind === Kind.LIST_TYPE
      ? `[${typeString(node.type)}]`
      : node.name.value;

function sdlTypes(sdl: string): Map<string, ObjectTypeDefinitionNode> {
  const doc: DocumentNode = parse(sdl);
  return new Map(
    doc.definitions
      .filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

function sdlFieldSig(field: FieldDefinitionNode): FieldSig {
  const alias = field.directives?.find((d) => d.name.value === 'jsonAlias');
  const forArg = alias?.arguments?.find((a) => a.name.value === 'for');
  return {
    type: typeString(field.type),
    reference: !!field.directives?.some((d) => d.name.value === 'reference'),
    jsonAlias: forArg && forArg.value.kind === Kind.STRING ? forArg.value.value : null,
  };
}

/** Every disagreement between the schema-derived expectation and the SDL, as readable lines. */
function parityProblems(types: readonly SchemaType[], sdl: string): string[] {
  const expected = expectedTypes(types);
  const actual = sdlTypes(sdl);
  const problems: string[] = [];
  for (const [typeName, fields] of expected) {
    const def = actual.get(typeName);
    if (!def) {
      problems.push(`SDL has no type ${typeName}`);
      continue;
    }
    const isDocument = !!def.interfaces?.some((i) => i.name.value === 'Document');
    const schemaIsDocument = types.find((t) => pascal(t.name) === typeName)?.type === 'document';
    if (isDocument !== schemaIsDocument)
      problems.push(`${typeName}: "implements Document" differs`);
    const sdlFields = new Map((def.fields ?? []).map((f) => [f.name.value, sdlFieldSig(f)]));
    for (const [name, sig] of fields) {
      const got = sdlFields.get(name);
      if (!got) problems.push(`${typeName}.${name} is in the studio schema but not in the SDL`);
      else if (JSON.stringify(got) !== JSON.stringify(sig)) {
        problems.push(
          `${typeName}.${name}: SDL ${JSON.stringify(got)} != schema ${JSON.stringify(sig)}`,
        );
      }
    }
    for (const name of sdlFields.keys()) {
      if (!fields.has(name))
        problems.push(`${typeName}.${name} is in the SDL but not in the studio schema`);
    }
  }
  // Types in the SDL that are neither Sanity built-ins nor in the schema.
  const builtIn = /^(Sanity|Block$|Span$|Geopoint$|Image$|File$|Slug$|RootQuery$)/;
  for (const name of actual.keys()) {
    if (!builtIn.test(name) && !expected.has(name))
      problems.push(`SDL type ${name} is not in the studio schema`);
  }
  return problems;
}

/** Field names a fragment selects that the SDL (as the plugin exposes it to Gatsby) lacks. */
function fragmentProblems(source: string, sdl: string): string[] {
  const actual = sdlTypes(sdl);
  const problems: string[] = [];
  const sdlName = (gatsbyName: string) =>
    actual.has(gatsbyName) ? gatsbyName : gatsbyName.replace(/^Sanity/, '');
  const walk = (typeName: string, selections: SelectionSetNode, where: string) => {
    const def = actual.get(typeName);
    if (!def) {
      problems.push(`${where}: no SDL type ${typeName}`);
      return;
    }
    const fields = new Map((def.fields ?? []).map((f) => [f.name.value, f]));
    const rawNames = new Set<string>();
    for (const f of def.fields ?? []) {
      const alias = sdlFieldSig(f).jsonAlias;
      rawNames.add(`_raw${pascal(alias ?? f.name.value)}`);
    }
    for (const selection of selections.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const name = selection.name.value;
      // Fields Gatsby and the plugin add: node id, Image CDN resolvers, raw JSON aliases.
      if (name === 'id' || name === '__typename' || rawNames.has(name)) continue;
      if (typeName === 'SanityImageAsset' && (name === 'gatsbyImage' || name === 'gatsbyImageData'))
        continue;
      // Fields gatsby-node.ts adds (createResolvers): the asset copied into the built site.
      if (
        (typeName === 'SanityImageAsset' || typeName === 'SanityFileAsset') &&
        name === 'publicPath'
      )
        continue;
      const field = fields.get(name);
      if (!field) {
        problems.push(`${where}: ${typeName}.${name} is not in the SDL`);
        continue;
      }
      if (selection.selectionSet) {
        const sig = sdlFieldSig(field);
        walk(sig.type.replace(/[[\]!]/g, ''), selection.selectionSet, `${where}.${name}`);
      }
    }
  };
  for (const match of source.matchAll(/graphql`([\s\S]*?)`/g)) {
    for (const def of parse(match[1] ?? '').definitions) {
      if (def.kind !== Kind.FRAGMENT_DEFINITION) continue;
      walk(sdlName(def.typeCondition.name.value), def.selectionSet, def.name.value);
    }
  }
  return problems;
}

const FRAGMENTS = fs.readFileSync(path.join(ROOT, 'src/content/fragments.ts'), 'utf8');

test('the committed SDL matches the studio schema', () => {
  expect(parityProblems(schemaTypes, SDL)).toEqual([]);
});

test('every field the content fragments query exists in the SDL', () => {
  expect(fragmentProblems(FRAGMENTS, SDL)).toEqual([]);
  expect(FRAGMENTS).toContain('fragment SanityPostCard on SanityPost');
  const queries = [...FRAGMENTS.matchAll(/graphql`([\s\S]*?)`/g)].map((m) => m[1]).join('\n');
  expect(queries).toContain('gatsbyImage(');
  expect(queries).not.toMatch(/gatsbyImageData/);
});

test('renaming a field in the SDL is caught (parity and fragments)', () => {
  // Post's slug (Category has one too, earlier in the file).
  const renamed = SDL.replace(
    /(type Post implements Document \{[^}]*?\n)(\s+)slug: Slug\n/,
    '$1$2permalink: Slug\n',
  );
  expect(renamed).not.toBe(SDL);
  expect(parityProblems(schemaTypes, renamed)).toEqual(
    expect.arrayContaining([
      'Post.slug is in the studio schema but not in the SDL',
      'Post.permalink is in the SDL but not in the studio schema',
    ]),
  );
  expect(fragmentProblems(FRAGMENTS, renamed)).toEqual(
    expect.arrayContaining(['SanityPostCard: Post.slug is not in the SDL']),
  );
});

test('renaming a field in the studio schema is caught', () => {
  const types = schemaTypes.map((t) =>
    t.name === 'post'
      ? { ...t, fields: t.fields?.map((f) => (f.name === 'claps' ? { ...f, name: 'likes' } : f)) }
      : t,
  );
  expect(parityProblems(types, SDL)).toEqual(
    expect.arrayContaining([
      'Post.likes is in the studio schema but not in the SDL',
      'Post.claps is in the SDL but not in the studio schema',
    ]),
  );
});

test('changing a field type or the body alias is caught', () => {
  expect(parityProblems(schemaTypes, SDL.replace('claps: Float', 'claps: String'))).toHaveLength(1);
  expect(
    parityProblems(
      schemaTypes,
      SDL.replace('@jsonAlias(for: "body")', '@jsonAlias(for: "content")'),
    ),
  ).toHaveLength(1);
});
