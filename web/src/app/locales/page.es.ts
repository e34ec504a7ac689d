import type { Translation } from '@ssb/contract';
import type en from './page.en';

export default {
  noScript: 'School Supply Box necesita JavaScript para funcionar.',
} satisfies Translation<typeof en>;
