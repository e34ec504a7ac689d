import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, FirestoreError, asFirestoreError, invalidArgument } from '../../api/errors';
import type { FirestoreService } from '../../service/firestore-service';
import type { SecurityRules } from '../../rules/security-rules';
import { readBody, sendError, sendJson } from './http-util';

// The official emulator's own endpoints that @firebase/rules-unit-testing calls:
//   PUT    /emulator/v1/projects/{project}:securityRules         loads rules for a project
//   DELETE /emulator/v1/projects/{project}/databases/{db}/documents   deletes every document

const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const DOCUMENTS = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents$/;

interface RulesBody {
  rules?: { files?: { name?: string; content?: string }[] };
}

function parseRulesBody(text: string): RulesBody {
  try {
    return JSON.parse(text || '{}') as RulesBody;
  } catch {
    throw invalidArgument('The request body is not JSON');
  }
}

export class EmulatorEndpoints {
  constructor(
    private readonly service: FirestoreService,
    private readonly rules: SecurityRules,
  ) {}

  matches(pathname: string): boolean {
    return pathname.startsWith('/emulator/v1/');
  }

  async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    try {
      const path = decodeURIComponent(pathname);
      const rules = RULES.exec(path);
      if (rules && req.method === 'PUT') {
        const source = parseRulesBody(await readBody(req)).rules?.files?.[0]?.content;
        if (typeof source !== 'string') throw invalidArgument('Expected { rules: { files: [{ content }] } }');
        try {
          this.rules.loadForProject(rules[1]!, source);
        } catch (error) {
          throw invalidArgument(`The security rules did not load: ${error instanceof Error ? error.message : String(error)}`);
        }
        sendJson(res, 200, {});
        return;
      }
      const documents = DOCUMENTS.exec(path);
      if (documents && req.method === 'DELETE') {
        this.service.clearDatabase(documents[1]!);
        sendJson(res, 200, {});
        return;
      }
      throw new FirestoreError(Code.NOT_FOUND, `No such emulator endpoint: ${req.method} ${pathname}`);
    } catch (error) {
      sendError(res, asFirestoreError(error));
    }
  }
}
