import { z } from 'zod/mini';
import { orderLookupProblem } from '../checkout-rules';
import { text } from '../fields';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../limits';

/** docs/product.md §5 Guest order lookup: both fields, then an e-mail and a phone that can be one; one message, like the order form. */
export const OrderLookupForm = z.object({ email: text(EMAIL_MAX_LENGTH), phone: text(PHONE_MAX_LENGTH) }).check(
  z.superRefine((values, ctx) => {
    const problem = orderLookupProblem(values);
    for (const field of problem?.fields ?? []) ctx.issues.push({ code: 'custom', message: problem!.message, path: [field], input: values });
  }),
);
