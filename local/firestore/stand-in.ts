import { FirestoreServer } from '@firestore-emulator/server';
import { loadFromFile, saveToFile } from './state-file';

export interface StandIn {
  save(): number;
  stop(): void;
}

/** Starts the Firestore stand-in on a port, with its documents loaded from and saved to a file. */
export async function startFirestoreStandIn(options: { port: number; dataFile?: string; autosaveMs?: number }): Promise<StandIn & { loaded: number }> {
  const server = new FirestoreServer();
  const loaded = options.dataFile ? loadFromFile(server.state, options.dataFile) : 0;
  await server.start(options.port);
  const save = () => (options.dataFile ? saveToFile(server.state, options.dataFile) : 0);
  const timer = options.dataFile && options.autosaveMs ? setInterval(save, options.autosaveMs) : undefined;
  timer?.unref();
  return {
    loaded,
    save,
    stop() {
      if (timer) clearInterval(timer);
      save();
      server.stop();
    },
  };
}
