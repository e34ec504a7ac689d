// `npm run reset`: forget local data (Firestore documents and auth users); the next start seeds afresh.
import { rmSync } from 'node:fs';
import { profiles } from './stack/profiles';

for (const profile of Object.values(profiles)) rmSync(profile.dataDir, { recursive: true, force: true });
console.log('Local data removed. The next `npm start` seeds the demo data again.');
