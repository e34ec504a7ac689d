// Entry point the local-stack launcher starts: `npx tsx local/payments/main.ts`.
import { startPaymentProvider } from './server.js';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`payments: the environment variable ${name} is required`);
    process.exit(1);
  }
  return value;
}

const portText = requiredEnv('PAYMENTS_PORT');
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65_535) {
  console.error(`payments: PAYMENTS_PORT must be a port number, got "${portText}"`);
  process.exit(1);
}

const provider = await startPaymentProvider({
  port,
  webhookUrl: requiredEnv('STRIPE_WEBHOOK_URL'),
  webhookSecret: requiredEnv('STRIPE_WEBHOOK_SECRET'),
  publicUrl: process.env.PAYMENTS_PUBLIC_URL || undefined,
  log: (message) => console.log(`payments: ${message}`),
});
console.log(`payments: listening on ${provider.url}`);

async function shutdown(): Promise<void> {
  await provider.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
