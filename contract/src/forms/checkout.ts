import { z } from 'zod/mini';
import { AddressFields } from '../address';
import { checkoutProblems, type CheckoutRules } from '../checkout-rules';
import { text } from '../fields';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, STUDENT_NAME_MAX_LENGTH } from '../limits';
import { PROMOTION_CODE_MAX_LENGTH } from '../promotion-code-rules';

/**
 * The order form (docs/product.md §5 guest and signed-in checkout): every rule broken, its
 * message on every field it is about, so the form can place each under its fields at once. The
 * server runs the same rules on the request (`checkoutProblem`, the first of them) once it knows
 * whether the school delivers to the school.
 */
export const checkoutForm = (rules: CheckoutRules) =>
  z
    .object({
      email: z.optional(text(EMAIL_MAX_LENGTH)),
      phone: z.optional(text(PHONE_MAX_LENGTH)),
      studentFirstName: text(STUDENT_NAME_MAX_LENGTH),
      studentLastName: text(STUDENT_NAME_MAX_LENGTH),
      address: z.optional(AddressFields),
      /** Optional, one for every box; whether the code exists and still works is the API's to say. */
      promotionCode: z.optional(z.string().check(z.maxLength(PROMOTION_CODE_MAX_LENGTH))),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const problem of checkoutProblems(values, rules)) {
          for (const field of problem.fields) {
            ctx.issues.push({ code: 'custom', message: problem.message, path: field.split('.'), input: values });
          }
        }
      }),
    );
export type CheckoutForm = z.infer<ReturnType<typeof checkoutForm>>;
