import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from '../stack/profiles';

/** What the local sender takes from the extension's parameters, so it sends as production would. */
export interface ExtensionConfig {
  mailCollection: string;
  defaultFrom: string;
  defaultReplyTo: string | undefined;
}

/** The Trigger Email extension's parameters, as firebase.json's extensions manifest deploys them. */
export const EXTENSION_PARAMS_FILE = resolve(ROOT, 'extensions/firestore-send-email.env');

export function readExtensionConfig(file = EXTENSION_PARAMS_FILE): ExtensionConfig {
  const params = parseEnv(readFileSync(file, 'utf8'));
  const { MAIL_COLLECTION: mailCollection, DEFAULT_FROM: defaultFrom } = params;
  if (!mailCollection || !defaultFrom) throw new Error(`${file} must set MAIL_COLLECTION and DEFAULT_FROM, as the extension requires`);
  return { mailCollection, defaultFrom, defaultReplyTo: params.DEFAULT_REPLY_TO || undefined };
}
