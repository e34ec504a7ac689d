import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, initializeFirestore } from 'firebase/firestore';

interface ReadOrder {
  email: string;
  password: string;
  orderId: string;
  projectId: string;
  authPort: number;
  firestorePort: number;
}

/** The page script of firestore-in-page.ts: 'read' when the order could be read, else the error code. */
async function readOrderAs(args: ReadOrder): Promise<string> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: args.projectId }, `probe-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${args.authPort}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, args.email, args.password);
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, '127.0.0.1', args.firestorePort);
  try {
    await getDoc(doc(db, 'orders', args.orderId));
    return 'read';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

(window as unknown as { readOrderAs: typeof readOrderAs }).readOrderAs = readOrderAs;
