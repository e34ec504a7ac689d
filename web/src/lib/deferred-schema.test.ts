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
});
