import type { Aggregation, Fields, Value } from '../api/types';
import { invalidArgument } from '../api/errors';
import type { StoredDocument } from './document-store';
import { parseFieldPath } from './field-paths';
import { fieldOf } from './query';
import { isNumber, normalizeValue, numberOf } from './values';

// Aggregations over a query's results (its limit included): count (with up_to), sum and
// avg. sum and avg read numbers only, ignoring other types; a sum over integers stays an
// integer (a double once a double is involved); avg is a double, null without numbers.

function sum(values: Value[]): Value {
  let integer = 0n;
  let double = 0;
  let anyDouble = false;
  for (const value of values) {
    if ('integerValue' in value) integer += BigInt(value.integerValue);
    else {
      anyDouble = true;
      double += numberOf(value);
    }
  }
  return anyDouble ? normalizeValue({ doubleValue: double + Number(integer) }) : { integerValue: integer.toString() };
}

function numbersAt(results: readonly StoredDocument[], fieldPath: string | undefined): Value[] {
  if (!fieldPath) throw invalidArgument('An aggregation needs a field path');
  const segments = parseFieldPath(fieldPath);
  return results.map((doc) => fieldOf(doc, segments)).filter(isNumber);
}

export function aggregate(results: readonly StoredDocument[], aggregations: readonly Aggregation[]): Fields {
  const out: Fields = {};
  aggregations.forEach((aggregation, index) => {
    const alias = aggregation.alias || `field_${index + 1}`;
    if (aggregation.count) {
      const upTo = aggregation.count.upTo === undefined ? Infinity : Number(aggregation.count.upTo);
      out[alias] = { integerValue: String(Math.min(results.length, upTo)) };
    } else if (aggregation.sum) {
      out[alias] = sum(numbersAt(results, aggregation.sum.field?.fieldPath));
    } else if (aggregation.avg) {
      const numbers = numbersAt(results, aggregation.avg.field?.fieldPath);
      if (numbers.length === 0) out[alias] = { nullValue: null };
      else {
        const total = sum(numbers);
        out[alias] = normalizeValue({ doubleValue: numberOf(total) / numbers.length });
      }
    } else {
      throw invalidArgument(`Unsupported aggregation ${alias}`);
    }
  });
  return out;
}
