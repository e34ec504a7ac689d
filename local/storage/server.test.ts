import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageStandIn, type StorageStandIn } from './server';

// The real Admin SDK against the stand-in, as the functions reach it through STORAGE_EMULATOR_HOST.
let standIn: StorageStandIn;
let app: App;
let dataDir: string;
const before = process.env.STORAGE_EMULATOR_HOST;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storage-'));
  standIn = await startStorageStandIn({ port: 0, dataDir });
  process.env.STORAGE_EMULATOR_HOST = standIn.url;
  app = initializeApp({ projectId: 'demo-storage', storageBucket: 'demo-storage.appspot.com' }, `storage-${Date.now()}`);
});

afterAll(async () => {
  await deleteApp(app);
  await standIn.close();
  if (before === undefined) delete process.env.STORAGE_EMULATOR_HOST;
  else process.env.STORAGE_EMULATOR_HOST = before;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local Storage', () => {
  it('keeps what a multipart save() uploads, reads its metadata and bytes back, and deletes it', async () => {
    const file = getStorage(app).bucket().file('products/p1/original');
    const bytes = Buffer.from([0, 1, 2, 3, 250, 251, 252, 253, 254, 255]);
    await file.save(bytes, { resumable: false, contentType: 'image/png', metadata: { cacheControl: 'public, max-age=60' } });

    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ name: 'products/p1/original', contentType: 'image/png', size: '10' });
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);

    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('keeps what a resumable save() uploads, in a new stand-in on the same data too', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    await getStorage(app).bucket().file('big/one').save(bytes, { resumable: true, contentType: 'application/octet-stream' });
    await standIn.close();
    standIn = await startStorageStandIn({ port: Number(new URL(standIn.url).port), dataDir });
    const [downloaded] = await getStorage(app).bucket().file('big/one').download();
    expect(downloaded.equals(bytes)).toBe(true);
  });
});
