import { schemaResolver, type FormErrors } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form's validation by a schema that loads beside the screen rather than before it, so the
 * screen's first download goes without the schema library. Mantine's form waits when validation
 * answers with a promise: a form sent before the schema has arrived is validated, then sent, once
 * it has. If it cannot be loaded (the network is gone), the next sending tries again.
 */
export function deferredSchemaResolver<Values>(loadSchema: () => Promise<Schema>): (values: Values) => FormErrors | Promise<FormErrors> {
  let validate: ((values: Values) => FormErrors) | undefined;
  let loading: Promise<(values: Values) => FormErrors> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (schema) => (validate = schemaResolver(schema, { sync: true })),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  load().catch(() => undefined);
  return (values) => validate?.(values) ?? load().then((loaded) => loaded(values));
}
