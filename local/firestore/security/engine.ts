import type { Decision, RulesEngine, RulesJudge } from './rules-engine';

// The rules engine the server uses. Until the rules language library (./rules) is part
// of this tree, none is installed and every client request is denied: the server fails
// closed, never open. Owner requests (the admin SDK) bypass rules and are unaffected.

const denied: Decision = { allowed: false, reason: 'no security rules engine is installed: client requests are denied' };

const denyAll: RulesJudge = {
  get: () => denied,
  list: () => denied,
  write: () => denied,
};

export const rulesEngine: RulesEngine = {
  load: () => denyAll,
};
