import type { FieldTransform, Fields, Value } from '../api/types';
import { invalidArgument } from '../api/errors';
import { getField, parseFieldPath, setField } from './field-paths';
import { timestampOfMicros } from './timestamps';
import { compareValues, isNaNValue, isNumber, normalizeValue, numberOf, valuesIdentical } from './values';

// Field transforms, applied in order after the write's update, each creating its path when
// missing. increment, maximum and minimum on a missing or non-numeric field set the
// operand; integer with integer stays an integer, anything else is a double; arrayUnion
// appends the elements not already present, arrayRemove removes every instance (a
// non-array becomes the union, or an empty array); serverTimestamp is the commit time.
// Each transform reports its result (the array transforms report null).

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function numericOperand(value: Value | undefined, name: string): Value {
  const operand = value === undefined ? undefined : normalizeValue(value);
  if (!isNumber(operand)) throw invalidArgument(`The ${name} transform needs a numeric operand`);
  return operand;
}

function add(a: Value, b: Value): Value {
  if ('integerValue' in a && 'integerValue' in b) {
    // Integer increments saturate at the int64 bounds instead of overflowing.
    const sum = BigInt(a.integerValue) + BigInt(b.integerValue);
    return { integerValue: (sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum).toString() };
  }
  return normalizeValue({ doubleValue: numberOf(a) + numberOf(b) });
}

function extremum(previous: Value | undefined, operand: Value, keepLarger: boolean): Value {
  if (!isNumber(previous)) return operand;
  if (isNaNValue(previous) || isNaNValue(operand)) return { doubleValue: 'NaN' };
  const c = compareValues(operand, previous);
  // Equivalent operands (3 and 3.0) leave the field as it is.
  return (keepLarger ? c > 0 : c < 0) ? operand : previous;
}

function elementsOf(value: Value | undefined): Value[] {
  return value !== undefined && 'arrayValue' in value ? [...(value.arrayValue.values ?? [])] : [];
}

function transformValue(previous: Value | undefined, transform: FieldTransform, commitVersion: number): Value {
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME') throw invalidArgument(`Unsupported server value for ${transform.fieldPath}`);
    return { timestampValue: timestampOfMicros(commitVersion) };
  }
  if (transform.increment !== undefined) {
    const operand = numericOperand(transform.increment, 'increment');
    return isNumber(previous) ? add(previous, operand) : operand;
  }
  if (transform.maximum !== undefined) return extremum(previous, numericOperand(transform.maximum, 'maximum'), true);
  if (transform.minimum !== undefined) return extremum(previous, numericOperand(transform.minimum, 'minimum'), false);
  if (transform.appendMissingElements !== undefined) {
    const values = elementsOf(previous);
    for (const element of (transform.appendMissingElements.values ?? []).map(normalizeValue)) {
      if (!values.some((value) => valuesIdentical(value, element))) values.push(element);
    }
    return { arrayValue: values.length ? { values } : {} };
  }
  if (transform.removeAllFromArray !== undefined) {
    const removals = (transform.removeAllFromArray.values ?? []).map(normalizeValue);
    const values = elementsOf(previous).filter((value) => !removals.some((removal) => valuesIdentical(value, removal)));
    return { arrayValue: values.length ? { values } : {} };
  }
  throw invalidArgument(`Unsupported transform on ${transform.fieldPath}`);
}

export function applyTransforms(fields: Fields, transforms: readonly FieldTransform[], commitVersion: number): { fields: Fields; results: Value[] } {
  let current = fields;
  const results: Value[] = [];
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.fieldPath);
    const next = transformValue(getField(current, segments), transform, commitVersion);
    current = setField(current, segments, next);
    const isArrayTransform = transform.appendMissingElements !== undefined || transform.removeAllFromArray !== undefined;
    results.push(isArrayTransform ? { nullValue: null } : next);
  }
  return { fields: current, results };
}
