// `npm run bench`: the reads and writes benchmark (bench.ts); `npm run bench -- --load …`: the load mode
// (load-mode.ts, arguments in load-args.ts); `npm run bench -- --demand`: purchasing's demand as the
// orders grow (demand-bench.ts).
import { parseLoadArgs } from './load-args';

const argv = process.argv.slice(2);
if (argv.includes('--load')) {
  let args;
  try {
    args = parseLoadArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const { runLoadMode } = await import('./load-mode');
  await runLoadMode(args);
  process.exit(0);
} else if (argv.includes('--demand')) {
  await import('./demand-bench');
} else {
  await import('./bench');
}
