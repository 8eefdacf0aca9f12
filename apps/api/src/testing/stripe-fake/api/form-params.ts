import { invalidRequest } from '../stripe-fake-error';

export type FormValue = string | FormValue[] | FormFields;
export interface FormFields {
  [key: string]: FormValue;
}

const INTEGER = /^-?\d+$/;

/** Decodes a form body or query string in the bracket notation the Stripe SDK sends (`items[0][price]=…`). */
export function decodeForm(raw: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const [head = key, ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let container = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(container).length) : segment;
      if (index === path.length - 1) {
        container[name] = value;
        return;
      }
      const next = container[name];
      if (typeof next === 'object' && !Array.isArray(next)) container = next;
      else container = container[name] = {};
    });
  }
  return arraysFromIndexes(root);
}

function arraysFromIndexes(fields: FormFields): FormFields {
  const out: FormFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = typeof value === 'string' ? value : toValue(value);
  return out;
}

function toValue(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const fields = arraysFromIndexes(value);
  const keys = Object.keys(fields);
  if (keys.length === 0 || !keys.every((key) => INTEGER.test(key))) return fields;
  return keys
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => fields[key])
    .filter((entry) => entry !== undefined);
}

/** Typed reads of decoded parameters, failing the way Stripe does (400 invalid_request_error naming the param). */
export class Params {
  constructor(
    private readonly fields: FormFields,
    private readonly prefix = '',
  ) {}

  static of(value: FormValue | undefined, prefix: string): Params {
    if (value === undefined || value === '') return new Params({}, prefix);
    if (typeof value === 'string' || Array.isArray(value)) throw invalidRequest(`Invalid object`, prefix);
    return new Params(value, prefix);
  }

  paramName(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  has(name: string): boolean {
    return this.fields[name] !== undefined;
  }

  /** Refuses parameters outside `allowed`, so a call the fake does not model fails loudly. */
  allowOnly(allowed: readonly string[]): this {
    for (const key of Object.keys(this.fields)) {
      if (!allowed.includes(key)) {
        throw invalidRequest(
          `Received unknown parameter: ${this.paramName(key)}. The Stripe fake supports: ${allowed.join(', ')}.`,
          this.paramName(key),
        );
      }
    }
    return this;
  }

  string(name: string): string | undefined {
    const value = this.fields[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.paramName(name)}`, this.paramName(name));
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (!value) throw invalidRequest(`Missing required param: ${this.paramName(name)}.`, this.paramName(name));
    return value;
  }

  /** A string that may be cleared with an empty value (`email=`): undefined = untouched, null = cleared. */
  nullableString(name: string): string | null | undefined {
    const value = this.string(name);
    return value === '' ? null : value;
  }

  integer(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!INTEGER.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.paramName(name));
    return Number(value);
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, this.paramName(name));
    return value === 'true';
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const match = values.find((candidate) => candidate === value);
    if (!match) {
      throw invalidRequest(
        `Invalid ${this.paramName(name)}: must be one of ${values.join(', ')}`,
        this.paramName(name),
      );
    }
    return match;
  }

  object(name: string): Params {
    return Params.of(this.fields[name], this.paramName(name));
  }

  /** An indexed list of objects (`line_items[0][price]`). */
  objects(name: string): Params[] {
    const value = this.fields[name];
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, this.paramName(name));
    return value.map((entry, index) => Params.of(entry, `${this.paramName(name)}[${index}]`));
  }

  strings(name: string): string[] {
    const value = this.fields[name];
    if (value === undefined || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((entry) => {
      if (typeof entry !== 'string') throw invalidRequest(`Invalid array`, this.paramName(name));
      return entry;
    });
  }

  /** Metadata changes: a key set to '' removes it and `metadata=` clears them all (Stripe's update semantics). */
  metadata(current: Record<string, string> = {}): Record<string, string> {
    const value = this.fields['metadata'];
    if (value === undefined) return { ...current };
    if (value === '') return {};
    const next = { ...current };
    for (const [key, entry] of Object.entries(this.object('metadata').fields)) {
      if (typeof entry !== 'string')
        throw invalidRequest('Invalid metadata value', `${this.paramName('metadata')}[${key}]`);
      if (entry === '') delete next[key];
      else next[key] = entry;
    }
    return next;
  }
}
