import { schemaResolver, type FormErrors } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form's validation by a schema that is loaded once the screen has painted, so the screen's
 * first download goes without the schema library. Mantine's form waits when validation answers
 * with a promise: a form sent before the schema has arrived is validated, then sent, once it has.
 */
export function deferredSchemaResolver<Values>(load: () => Promise<Schema>): (values: Values) => FormErrors | Promise<FormErrors> {
  let validate: ((values: Values) => FormErrors) | undefined;
  const loading = load().then((schema) => (validate = schemaResolver(schema, { sync: true })));
  return (values) => validate?.(values) ?? loading.then((loaded) => loaded(values));
}
