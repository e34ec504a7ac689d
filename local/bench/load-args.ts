// The load mode's command line: `npm run bench -- --load [--target URL] [--clients 1,20]
// [--seconds 10] [--warmup 3]`.

export interface LoadArgs {
  /**
   * Where the app is served, the API under `{target}/api`: a running `npm start` is
   * http://127.0.0.1:5000 (or, past the edge and hosting, the functions emulator's URL of the
   * `api` function); none: the API in this process.
   */
  target: string | null;
  /** The numbers of concurrent clients to measure, each in turn. */
  clients: number[];
  /** How long each (request, clients) pair is measured. */
  seconds: number;
  /** How long each request is sent, unmeasured, before its first measurement. */
  warmupSeconds: number;
}

export const DEFAULT_LOAD_ARGS: LoadArgs = { target: null, clients: [1, 20], seconds: 10, warmupSeconds: 3 };

function positive(flag: string, text: string | undefined, { integer }: { integer: boolean }): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value) || value < 0 || (integer && (!Number.isInteger(value) || value === 0))) {
    throw new Error(`${flag} takes ${integer ? 'a whole number above 0' : 'a number of seconds'}, not "${text ?? ''}"`);
  }
  return value;
}

/** Parses the arguments after `--load`; throws a message for the person at the terminal. */
export function parseLoadArgs(argv: readonly string[]): LoadArgs {
  const args = { ...DEFAULT_LOAD_ARGS };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    switch (flag) {
      case '--load':
        continue;
      case '--target':
        if (!value || !/^https?:\/\/\S+$/.test(value)) throw new Error(`--target takes a URL such as http://127.0.0.1:5000, not "${value ?? ''}"`);
        args.target = value.replace(/\/+$/, '');
        break;
      case '--clients':
        args.clients = (value ?? '').split(',').map((part) => positive(flag, part, { integer: true }));
        break;
      case '--seconds':
        args.seconds = positive(flag, value, { integer: false });
        break;
      case '--warmup':
        args.warmupSeconds = positive(flag, value, { integer: false });
        break;
      default:
        throw new Error(`Unknown argument "${flag}"`);
    }
    i++;
  }
  return args;
}
