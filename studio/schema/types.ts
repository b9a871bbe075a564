/**
 * The shape of a Sanity schema type, as far as this project uses it. Sanity's own `defineType`
 * returns plain objects of this shape; we write them as plain objects so the site's tests (the
 * SDL parity test) can import them without installing `sanity` (which needs React 19 and its
 * own Node range, and lives only in studio/package.json).
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'url'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'slug'
  | 'image'
  | 'array'
  | 'reference'
  | 'block'
  | 'object'
  | (string & {});

export type SchemaField = {
  name: string;
  title?: string;
  type: FieldType;
  description?: string;
  /** For `array`: the member types. */
  of?: readonly SchemaField[] | readonly { type: FieldType; to?: readonly { type: string }[] }[];
  /** For `reference`: the target document types. */
  to?: readonly { type: string }[];
  /** For `object` and `image`: nested fields. */
  fields?: readonly SchemaField[];
  options?: Record<string, unknown>;
  /** For `text`: the editor's height in lines. */
  rows?: number;
  initialValue?: unknown;
  readOnly?: boolean;
  hidden?: boolean;
  /** Validation is a function in Sanity; kept loose so these files stay plain data. */
  validation?: (rule: ValidationRule) => unknown;
  styles?: readonly { title: string; value: string }[];
  lists?: readonly { title: string; value: string }[];
  marks?: Record<string, unknown>;
};

export type SchemaType = {
  name: string;
  title?: string;
  type: 'document' | 'object' | 'image' | 'array';
  fields?: readonly SchemaField[];
  of?: readonly SchemaField[] | readonly { type: FieldType }[];
  options?: Record<string, unknown>;
  orderings?: readonly unknown[];
  preview?: Record<string, unknown>;
  icon?: unknown;
};

/** The subset of Sanity's Rule API the schema calls; Sanity passes the real one. */
export type ValidationRule = {
  required(): ValidationRule;
  min(n: number): ValidationRule;
  max(n: number): ValidationRule;
  integer(): ValidationRule;
  uri(options?: Record<string, unknown>): ValidationRule;
  custom(fn: (value: unknown) => true | string): ValidationRule;
};
