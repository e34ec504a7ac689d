import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { deferredSchemaResolver } from './deferred-schema';

const Named = z.object({ name: z.string().check(z.minLength(1, 'Required')) });

describe('deferredSchemaResolver', () => {
  it('validates a form sent before the schema has arrived once it arrives, and at once after that', async () => {
    let arrive: (schema: typeof Named) => void = () => {};
    const validate = deferredSchemaResolver<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));

    const early = validate({ name: '' });
    expect(early).toBeInstanceOf(Promise);
    arrive(Named);
    await expect(early).resolves.toEqual({ name: 'Required' });

    expect(validate({ name: '' })).toEqual({ name: 'Required' });
    expect(validate({ name: 'Sam' })).toEqual({});
  });

  it('loads the schema again when a form is sent after it could not be loaded', async () => {
    let attempts = 0;
    const validate = deferredSchemaResolver<{ name: string }>(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Named)));
    await new Promise((settled) => setTimeout(settled));

    await expect(validate({ name: '' })).resolves.toEqual({ name: 'Required' });
    expect(attempts).toBe(2);
  });
});
