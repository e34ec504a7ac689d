// The one error a caller of loadRules sees. Anything the engine cannot parse or does not
// support is reported here, at load time, so that an unsupported rule can never be
// silently evaluated as "allow" (the local Firestore then refuses to start or to accept
// the ruleset, which is how production's compiler treats a rules file it cannot compile).

export interface SourcePosition {
  line: number;
  column: number;
}

export class RulesLoadError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(message: string, position: SourcePosition) {
    super(`line ${position.line}, column ${position.column}: ${message}`);
    this.name = 'RulesLoadError';
    this.line = position.line;
    this.column = position.column;
  }
}
