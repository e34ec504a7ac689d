import sharp from 'sharp';
import { demoProducts, type DemoProduct } from './demo-data';

// The demo products' photos, drawn here: a flat picture of what each product is, in its own
// colour, so the demo shows thumbnails without images the project did not make.

type Kind = 'stick' | 'book' | 'box' | 'bottle' | 'scissors' | 'headphones' | 'eraser' | 'palette' | 'bag';

/** What each demo product looks like, and its colour. */
const looks: Record<string, { kind: Kind; colour: string }> = {
  'prod-pencils': { kind: 'stick', colour: '#f2b705' },
  'prod-crayons': { kind: 'stick', colour: '#e4572e' },
  'prod-markers': { kind: 'stick', colour: '#2e86de' },
  'prod-glue': { kind: 'bottle', colour: '#8e44ad' },
  'prod-scissors': { kind: 'scissors', colour: '#e84393' },
  'prod-notebook': { kind: 'book', colour: '#0984e3' },
  'prod-folders': { kind: 'book', colour: '#00b894' },
  'prod-pencil-box': { kind: 'box', colour: '#6c5ce7' },
  'prod-erasers': { kind: 'eraser', colour: '#fd79a8' },
  'prod-headphones': { kind: 'headphones', colour: '#2d3436' },
  'prod-tissues': { kind: 'box', colour: '#74b9ff' },
  'prod-wipes': { kind: 'bottle', colour: '#00cec9' },
  'prod-dry-erase': { kind: 'stick', colour: '#27ae60' },
  'prod-zip-bags': { kind: 'bag', colour: '#81ecec' },
  'prod-paper': { kind: 'book', colour: '#dfe6e9' },
  'prod-sanitizer': { kind: 'bottle', colour: '#55efc4' },
  'prod-art-fund': { kind: 'palette', colour: '#e17055' },
  'prod-planner': { kind: 'book', colour: '#d63031' },
};

const ink = '#2d3436';

/** Each kind drawn in a 100 × 100 box, centred, in `c`. */
const shapes: Record<Kind, (c: string) => string> = {
  stick: (c) =>
    `<g transform="rotate(-40 50 50)"><rect x="20" y="42" width="52" height="16" rx="2" fill="${c}"/>` +
    `<rect x="14" y="42" width="8" height="16" rx="2" fill="#b2bec3"/><polygon points="72,42 86,50 72,58" fill="#ffeaa7"/>` +
    `<polygon points="81,47.2 86,50 81,52.8" fill="${ink}"/></g>`,
  book: (c) =>
    `<rect x="26" y="18" width="50" height="64" rx="3" fill="${c}" stroke="${ink}" stroke-width="1.5"/>` +
    `<rect x="26" y="18" width="8" height="64" fill="${ink}" opacity="0.25"/><rect x="42" y="30" width="26" height="6" rx="1" fill="#fff" opacity="0.8"/>`,
  box: (c) =>
    `<rect x="20" y="38" width="60" height="40" rx="3" fill="${c}"/><rect x="16" y="30" width="68" height="12" rx="3" fill="${c}" stroke="${ink}" stroke-width="1.5"/>` +
    `<rect x="44" y="38" width="12" height="8" rx="1" fill="#fff" opacity="0.8"/>`,
  bottle: (c) =>
    `<rect x="34" y="34" width="32" height="48" rx="6" fill="${c}" stroke="${ink}" stroke-width="1.5"/><rect x="43" y="22" width="14" height="12" rx="2" fill="${ink}"/>` +
    `<rect x="55" y="22" width="14" height="4" rx="1" fill="${ink}"/><rect x="40" y="48" width="20" height="16" rx="2" fill="#fff" opacity="0.8"/>`,
  scissors: (c) =>
    `<line x1="34" y1="66" x2="74" y2="22" stroke="#b2bec3" stroke-width="6" stroke-linecap="round"/>` +
    `<line x1="66" y1="66" x2="26" y2="22" stroke="#dfe6e9" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="30" cy="72" r="10" fill="none" stroke="${c}" stroke-width="6"/><circle cx="70" cy="72" r="10" fill="none" stroke="${c}" stroke-width="6"/>`,
  headphones: (c) =>
    `<path d="M24 60 V48 a26 26 0 0 1 52 0 V60" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<rect x="18" y="54" width="14" height="24" rx="5" fill="${c}"/><rect x="68" y="54" width="14" height="24" rx="5" fill="${c}"/>`,
  eraser: (c) =>
    `<g transform="rotate(-20 50 50)"><rect x="22" y="36" width="56" height="28" rx="6" fill="${c}" stroke="${ink}" stroke-width="1.5"/>` +
    `<rect x="22" y="36" width="16" height="28" rx="6" fill="#fff" opacity="0.5"/></g>`,
  palette: (c) =>
    `<path d="M50 20 C74 20 86 36 84 52 C82 64 70 62 64 66 C58 70 66 82 52 82 C30 82 16 66 16 50 C16 32 30 20 50 20 Z" fill="${c}" stroke="${ink}" stroke-width="1.5"/>` +
    `<circle cx="36" cy="38" r="6" fill="#fdcb6e"/><circle cx="56" cy="32" r="6" fill="#0984e3"/><circle cx="30" cy="58" r="6" fill="#00b894"/><circle cx="70" cy="44" r="6" fill="#fff"/>`,
  bag: (c) =>
    `<rect x="24" y="26" width="52" height="54" rx="3" fill="${c}" opacity="0.7" stroke="${ink}" stroke-width="1.5"/>` +
    `<rect x="24" y="26" width="52" height="8" fill="#0984e3"/><rect x="24" y="34" width="52" height="3" fill="#d63031"/>`,
};

/** The SVG of a demo product: its picture on a light square. */
export function demoPhotoSvg(productId: string): string {
  const look = looks[productId] ?? { kind: 'box', colour: '#b2bec3' };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="960" height="960">` +
    `<rect width="100" height="100" fill="#f5f6fa"/><circle cx="50" cy="52" r="40" fill="${look.colour}" opacity="0.15"/>${shapes[look.kind](look.colour)}</svg>`
  );
}

/** A demo product's photo as a PNG, as an administrator would upload one. */
export const drawDemoPhoto = (product: Pick<DemoProduct, 'id'>): Promise<Buffer> =>
  sharp(Buffer.from(demoPhotoSvg(product.id)))
    .png()
    .toBuffer();

/**
 * Draws the demo products' photos and loads the API's own use case that keeps them
 * (put-product-photo.ts), so they are stored and served as an administrator's upload is. Started
 * while the emulators start (both take a while); the function it answers puts them, once, on the
 * data just seeded.
 */
export function prepareDemoPhotos(): Promise<() => Promise<void>> {
  const drawn = Promise.all(demoProducts.map(async (product) => [product.id, await drawDemoPhoto(product)] as const));
  const prepared = Promise.all([import('../../functions/src/public'), drawn]).then(([{ putProductPhoto }, photos]) => async () => {
    await Promise.all(photos.map(([productId, png]) => putProductPhoto(productId, png, 'image/png')));
  });
  // Awaited once the seed is done; a stack that fails before then reports its own failure.
  prepared.catch(() => {});
  return prepared;
}
