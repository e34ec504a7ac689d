import type { Decision, RulesEngine, RulesJudge } from './rules-engine';

// The rulesets in force: the one loaded at start (firestore.rules) for every project,
// and any a test loaded for its own project through the emulator endpoint, as
// @firebase/rules-unit-testing does. Without any, client requests are denied.

function denyAll(reason: string): RulesJudge {
  const decision: Decision = { allowed: false, reason };
  return { get: () => decision, list: () => decision, write: () => decision };
}

export class SecurityRules {
  #default: RulesJudge = denyAll('no security rules are loaded');
  readonly #byProject = new Map<string, RulesJudge>();

  constructor(private readonly engine: RulesEngine) {}

  /**
   * The rules for every project without rules of its own. A source that does not load
   * leaves every client request denied and rethrows, so the caller can report it.
   */
  loadDefault(source: string): void {
    try {
      this.#default = this.engine.load(source);
    } catch (error) {
      this.#default = denyAll(`the security rules did not load: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  /** Rules for one project (PUT /emulator/v1/projects/{project}:securityRules); throws a load error, changing nothing. */
  loadForProject(project: string, source: string): void {
    this.#byProject.set(project, this.engine.load(source));
  }

  judgeFor(project: string): RulesJudge {
    return this.#byProject.get(project) ?? this.#default;
  }
}
