import { existsSync, readFileSync } from 'node:fs';
import { LocalFirestore } from './server';
import { loadFromFile, saveToFile } from './state-file';

export interface StandIn {
  save(): number;
  stop(): Promise<void>;
}

/**
 * Starts the local Firestore on a port, with its documents loaded from and saved to a
 * file, and the security rules of `rulesFile` (firestore.rules) for client requests. Rules
 * that do not load leave every client request denied (fail closed) and are reported.
 */
export async function startFirestoreStandIn(options: {
  port: number;
  dataFile?: string;
  autosaveMs?: number;
  rulesFile?: string;
  log?: (line: string) => void;
}): Promise<StandIn & { loaded: number; port: number }> {
  const server = await LocalFirestore.start({ port: options.port });
  if (options.rulesFile && existsSync(options.rulesFile)) {
    try {
      server.rules.loadDefault(readFileSync(options.rulesFile, 'utf8'));
    } catch (error) {
      options.log?.(`${options.rulesFile} did not load, so every client request is denied: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const store = server.service.store;
  const loaded = options.dataFile ? loadFromFile(store, options.dataFile) : 0;
  const save = () => (options.dataFile ? saveToFile(store, options.dataFile) : 0);
  const timer = options.dataFile && options.autosaveMs ? setInterval(save, options.autosaveMs) : undefined;
  timer?.unref();
  return {
    loaded,
    port: server.port,
    save,
    async stop() {
      if (timer) clearInterval(timer);
      save();
      await server.stop();
    },
  };
}
