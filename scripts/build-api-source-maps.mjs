// Trims the API bundle's source maps to our own sources (ADR 0042). Node decodes a whole map on the first stack
// trace through its file; the bundled dependencies made that about 1 s. Their frames keep bundle positions.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = shift = 0;
    }
  }
  return values;
}

function encodeSegment(values) {
  let text = '';
  for (const signed of values) {
    let value = signed < 0 ? (-signed << 1) | 1 : signed << 1;
    do {
      const digit = value & 31;
      value >>>= 5;
      text += BASE64[value > 0 ? digit | 32 : digit];
    } while (value > 0);
  }
  return text;
}

/**
 * Keeps the segments that point into a kept source. The first dropped one after a kept one stays as an unmapped
 * segment, so the kept mapping ends there instead of covering the dependency's code.
 */
function trimMap(map, keep) {
  const newIndex = new Map();
  const sources = [];
  map.sources.forEach((source, index) => {
    if (keep(source)) newIndex.set(index, sources.push(source) - 1);
  });
  const absolute = [0, 0, 0, 0]; // source, line, column, name: relative across the whole mappings string
  const written = [0, 0, 0, 0];
  let lastMapped = false;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let writtenColumn = 0;
    const segments = [];
    for (const text of line ? line.split(',') : []) {
      const [columnDelta, ...rest] = decodeSegment(text);
      column += columnDelta;
      rest.forEach((delta, i) => (absolute[i] += delta));
      const index = rest.length ? newIndex.get(absolute[0]) : undefined;
      if (index === undefined && !lastMapped) continue;
      lastMapped = index !== undefined;
      const fields = [column - writtenColumn];
      writtenColumn = column;
      if (index !== undefined) {
        const target = [index, absolute[1], absolute[2], absolute[3]].slice(0, rest.length);
        target.forEach((value, i) => fields.push(value - written[i]));
        target.forEach((value, i) => (written[i] = value));
      }
      segments.push(encodeSegment(fields));
    }
    return segments.join(',');
  });
  return { ...map, sources, mappings: lines.join(';') };
}

/** Rewrites every map in the folder to the sources outside node_modules. */
export function trimSourceMaps(dir) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js.map'))) {
    const path = join(dir, file);
    const map = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify(trimMap(map, (source) => !source.includes('node_modules/'))));
  }
}
