import type { Fields, Value } from '../api/types';
import { judgeGet, judgeList, judgeWrite, loadRules, type Fields as RulesFields, type Value as RulesValue } from './index';
import type { RulesEngine } from './rules-engine';

// The rules engine the server uses: the rules language library (./index). It loads a
// source or throws RulesLoadError (syntax errors and anything it does not support), so
// the server fails closed; a request it cannot decide is denied.

/**
 * The engine's values are the server's, except that its doubles are JS numbers where
 * proto3 JSON (and the server) write NaN and the infinities as strings, and its geo
 * points spell out a zero coordinate that proto3 JSON may leave out.
 */
function toRulesValue(value: Value): RulesValue {
  if ('doubleValue' in value) return { doubleValue: Number(value.doubleValue) };
  if ('arrayValue' in value) return { arrayValue: { values: (value.arrayValue.values ?? []).map(toRulesValue) } };
  if ('mapValue' in value) return { mapValue: { fields: toRulesFields(value.mapValue.fields ?? {}) } };
  if ('geoPointValue' in value) return { geoPointValue: { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 } };
  return value;
}

function toRulesFields(fields: Fields): RulesFields;
function toRulesFields(fields: Fields | null): RulesFields | null;
function toRulesFields(fields: Fields | null): RulesFields | null {
  if (fields === null) return null;
  const out: RulesFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = toRulesValue(value);
  return out;
}

export const rulesEngine: RulesEngine = {
  load(source) {
    const rules = loadRules(source);
    return {
      get: (request) => judgeGet(rules, { ...request, resource: toRulesFields(request.resource) }),
      list: (request) => judgeList(rules, request),
      write: (request) => judgeWrite(rules, { ...request, resource: toRulesFields(request.resource), requestResource: toRulesFields(request.requestResource) }),
    };
  },
};
