// `npm start`: the whole product on this machine, no cloud account needed.
// Usage: tsx local/start.ts [--profile dev|e2e]
import { startLocalStack } from './stack/local-stack';
import { profiles } from './stack/profiles';

const name = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : 'dev';
if (name !== 'dev' && name !== 'e2e') {
  console.error(`Unknown profile "${name}": use dev or e2e.`);
  process.exit(2);
}

const stack = await startLocalStack(profiles[name]).catch((err: Error) => {
  console.error(`\nThe local stack did not start: ${err.message}`);
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    stack.stop().then(
      () => process.exit(0),
      (err: Error) => {
        console.error(`Stopping failed: ${err.message}`);
        process.exit(1);
      },
    );
  });
}
