import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { checkoutMessages, deliversToSchoolNow, formatList, MAX_CHECKOUT_BOXES, orderingRefusal, type School, type SupplyList } from '@ssb/contract';
import { paths } from '@/config/paths';
import {
  addBoxes,
  removeBox,
  roomForAnotherBox,
  saveCheckoutDetails,
  useHouseholdBasket,
  type CheckoutDetails,
  type SavedBox,
} from '@/lib/household/household-basket';
import { useIdempotencyKeys } from '@/features/shop/utils/idempotency-key';
import type { Profile } from '@/lib/session/profile';
import { useSession } from '@/lib/session/session';
import { useRememberedChildren } from '@/lib/household/remembered-children';
import { useShippingSettings } from '@/lib/catalog/shipping';
import { useCheckoutQuote } from './use-checkout-quote';
import { checkoutCall, isCodeRefusal, useStartCheckout, type BoxOrder, type CheckoutBuyer } from '../api/start-checkout';
import { useGradeTeachers } from '../api/get-teachers';
import type { CheckoutValues } from '../components/checkout-form';
import { childNameOf } from '../components/your-boxes';
import { ORDER_TEXTS } from '../order-texts';
import { priceBox } from '../utils/box-price';
import { giftOf, type GiftChoice } from '../utils/gift-choice';
import { goToCheckout } from '../utils/go-to-checkout';
import { clearOrderDraft, orderFormOf, readOrderDraft, saveOrderDraft } from '../utils/order-draft';
import { useSavedBoxes } from './use-saved-boxes';

export interface OrderStepOptions {
  /** The box being ordered (the school and list chosen in step 1), or null when only the saved boxes are paid. */
  current: { school: School; list: SupplyList } | null;
  /** The child a reorder link names, filled in for the current box, and (Try Again) the items the family already had. */
  student: { first: string; last: string; skipped?: string[] };
  /** Back to step 1 for the next child, the current box saved. */
  onAddAnotherChild: () => void;
  /** Back to step 1, the order given up. */
  onCancel: () => void;
  /** The boxes are all saved and the payment page is next: the address no longer names the current box. */
  onLeaveForPayment: () => void;
}

/**
 * What step 2 knows and does: the boxes saved before and the current one with its skipped
 * items, who orders (a signed-in parent with its account, everyone else as a guest), whether a
 * home address is needed, why the boxes cannot be bought as they are, and the checkout of every
 * box in one payment. What is typed is kept in the browser before the order screen is left; a
 * signed-in family's form is kept for the tab as it is typed, so that a session ending on it
 * says so and signing in again comes back to it as it was (never to a guest's form).
 */
export function useOrderStep({ current, student, onAddAnotherChild, onCancel, onLeaveForPayment }: OrderStepOptions) {
  const session = useSession();
  const location = useLocation();
  const account = session.status === 'signed-in' ? session.user : null;
  const rememberedChildren = useRememberedChildren(account?.uid ?? null);
  const basket = useHouseholdBasket();
  const orderForm = orderFormOf(current);
  // What this account typed here before its session ended, back as it was.
  const [draft] = useState(() => {
    const kept = readOrderDraft(orderForm);
    return kept && account && kept.uid === account.uid ? kept : null;
  });
  const latestValues = useRef(draft?.values ?? null);
  // What is typed, for the live breakdown (the address and the code change what is charged).
  const [typed, setTyped] = useState<CheckoutValues | null>(draft?.values ?? null);
  // A reorder link's box already in the cart for that child and list is this very box (Try
  // Again after a failed payment): taken up here with its ticks, never added a second time.
  const [retried] = useState(() => (current && student.first ? sameBoxIn(basket.boxes, current.list.id, childNameOf(student.first, student.last)) : null));
  const [answered, setAnswered] = useState<DuplicateAnswer | null>(() => (retried ? { boxId: retried.id, keep: 'one' } : null));
  const [skipped, setSkipped] = useState<string[]>(() => draft?.skipped ?? retried?.skippedProductIds ?? student.skipped ?? []);
  const [teacherId, setTeacherId] = useState<string | null>(() => retried?.teacherId ?? null);
  const gradeTeachers = useGradeTeachers(current?.school.id, current?.list.name);
  // A teacher no longer of the grade (the list changed) is not sent: Not known yet.
  const pickedTeacher = gradeTeachers.some((t) => t.id === teacherId) ? teacherId : null;
  const [childName, setChildName] = useState(() =>
    draft?.values ? childNameOf(draft.values.studentFirstName, draft.values.studentLastName) : childNameOf(student.first, student.last),
  );
  // The cart never holds the same child's list twice without asking.
  const same = current && childName ? sameBoxIn(basket.boxes, current.list.id, childName) : null;
  const replaced = same && answered?.boxId === same.id && answered.keep === 'one' ? same : null;
  const unanswered = same && answered?.boxId !== same.id ? same : null;
  const others = replaced ? basket.boxes.filter((box) => box.id !== replaced.id) : basket.boxes;
  const saved = useSavedBoxes(others);
  const details = basket.details;
  const checkout = useStartCheckout();
  const idempotencyKeyFor = useIdempotencyKeys();
  const lastSubmitted = useRef<CheckoutValues | null>(null);
  const { reset } = checkout;

  // The form is the account's from the first render on; what is typed is added as it changes.
  const [accountUid, accountEmail] = [account?.uid ?? null, account?.email ?? null];
  useEffect(() => {
    if (accountUid) saveOrderDraft({ form: orderForm, uid: accountUid, email: accountEmail, values: latestValues.current, skipped });
  }, [accountUid, accountEmail, orderForm, skipped]);
  const keepTyped = (values: CheckoutValues) => {
    latestValues.current = values;
    setTyped(values);
    if (account) saveOrderDraft({ form: orderForm, uid: account.uid, email: account.email, values, skipped });
  };
  // Signed out on this form without asking (the hour ran out, another tab signed out): the account's form says so.
  const endedDraft = session.status === 'signed-out' && session.sessionEnded ? readOrderDraft(orderForm) : null;

  // Back from the payment page may restore this page as it was left, busy leaving: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const currentPrice = current ? priceBox(current.list, skipped) : null;
  // A gift goes to the current box's school (else the first saved box's), priced by its list (off until the family ticks it).
  const [giftChoice, setGiftChoice] = useState<GiftChoice>({ kind: 'none' });
  const firstReady = saved.find((b) => b.state === 'ready');
  const giftFor = current ?? (firstReady?.state === 'ready' ? { school: firstReady.school, list: firstReady.list } : null);
  const listPrice = giftFor ? priceBox(giftFor.list, []) : null;
  const listPriceCents = listPrice && 'totalCents' in listPrice ? listPrice.totalCents : 0;
  const gift = giftFor ? giftOf(giftChoice, giftFor.school.id, listPriceCents) : { gift: null, problem: null };
  const schools = [...saved.flatMap((b) => (b.state === 'ready' ? [b.school] : [])), ...(current ? [current.school] : [])];
  const homeSchools = [...new Set(schools.filter((school) => !deliversToSchoolNow(school, new Date())).map((school) => school.name))];
  const needsAddress = homeSchools.length > 0;
  // A school that delivers to itself sends a late box home only where it says so (docs/decisions.md §28): the hint says why.
  const lateHome = schools.length > 0 && schools.every((school) => school.deliverToSchool && !deliversToSchoolNow(school, new Date()));
  const boxCount = others.length + (current ? 1 : 0);
  // Asked again (its first answer focused) when the family goes on without answering.
  const [askedTimes, setAskedTimes] = useState(0);
  const blocked =
    currentPrice && 'problem' in currentPrice
      ? currentPrice.problem
      : saved.some((b) => b.state === 'unavailable')
        ? ORDER_TEXTS.boxes.removeUnavailable
        : roomForAnotherBox(boxCount - 1)
          ? null
          : checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES });

  const initialValues: Partial<CheckoutValues> = draft?.values ?? {
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    studentFirstName: student.first,
    studentLastName: student.last,
    promotionCode: details?.promotionCode ?? '',
    address: details && Object.values(details.address).some(Boolean) ? details.address : account ? savedAddressOf(session.profile) : undefined,
  };
  const shipping = useShippingSettings();
  const shown = typed ?? initialValues;
  const code = shown.promotionCode?.trim() ?? '';
  const address = needsAddress && shown.address && addressKnown(shown.address) ? shown.address : undefined;
  const closedReason = current ? orderingRefusal(current.school, new Date()) : null;
  // Priced by the API once every box can be bought: the boxes, the address the tax needs, the code.
  const quoteBasket =
    blocked === null && closedReason === null && saved.every((b) => b.state === 'ready')
      ? {
          boxes: [...others, ...(current ? [{ supplyListId: current.list.id, skippedProductIds: skipped }] : [])].map(({ supplyListId, skippedProductIds }) =>
            skippedProductIds.length ? { supplyListId, skippedProductIds: [...skippedProductIds].sort() } : { supplyListId },
          ),
          ...(address ? { address } : {}),
          ...(code ? { promotionCode: code } : {}),
          ...(gift.gift ? { gift: gift.gift } : {}),
        }
      : null;
  const quote = useCheckoutQuote(quoteBasket);
  // A code the API refused, said under the field while it is still the code typed: by the quote as it is typed, or by the checkout.
  const checkoutRefusedCode = checkout.isError && isCodeRefusal(checkout.error) && (checkout.variables?.call.body.promotionCode ?? '') === code;
  const quoteRefusedCode = quote.error !== null && isCodeRefusal(quote.error);
  const codeError = checkoutRefusedCode ? (checkout.error as Error).message : quoteRefusedCode ? (quote.error as Error).message : null;

  function currentBox(values: CheckoutValues): Omit<SavedBox, 'id'>[] {
    if (!current) return [];
    const { studentFirstName, studentLastName } = values;
    const teacher = pickedTeacher ? { teacherId: pickedTeacher } : {};
    return [{ schoolId: current.school.id, supplyListId: current.list.id, studentFirstName, studentLastName, skippedProductIds: skipped, ...teacher }];
  }

  /** Keeps the form and this box in the browser before leaving the order screen (in place of the box it retries), so nothing typed is lost. */
  function keepCheckout(values: CheckoutValues) {
    saveCheckoutDetails({
      email: values.email,
      phone: values.phone,
      address: values.address,
      promotionCode: values.promotionCode?.trim(),
    } satisfies CheckoutDetails);
    if (replaced) removeBox(replaced.id);
    addBoxes(currentBox(values));
    clearOrderDraft();
  }

  function submit(values: CheckoutValues) {
    if (unanswered) return setAskedTimes((times) => times + 1);
    const boxes: BoxOrder[] = [...others, ...currentBox(values)].map(({ supplyListId, studentFirstName, studentLastName, skippedProductIds, teacherId }) => ({
      supplyListId,
      studentFirstName,
      studentLastName,
      skippedProductIds,
      teacherId,
    }));
    const buyer: CheckoutBuyer = account ? { userId: account.uid } : { email: values.email, phone: values.phone };
    const call = checkoutCall(buyer, boxes, needsAddress ? values.address : undefined, values.promotionCode, gift.gift);
    lastSubmitted.current = values;
    checkout.mutate(
      { call, idempotencyKey: idempotencyKeyFor(call) },
      {
        onSuccess: (checkoutUrl) => {
          // Until it is paid, the checkout stays in the browser: a cancelled payment finds every box again.
          keepCheckout(values);
          onLeaveForPayment();
          goToCheckout(checkoutUrl);
        },
      },
    );
  }

  // Signing in leaves the shop: the boxes wait in the browser for the account, and the sign-in
  // comes back to this order screen with the e-mail typed here.
  const typedEmail = checkout.variables && 'email' in checkout.variables.call.body ? checkout.variables.call.body.email : '';

  return {
    account,
    profileLoading: account !== null && session.profileStatus === 'loading',
    /** Why the box's school does not sell now (a link kept from before its window closed), or null: said instead of a form that would fail at the end. */
    closedReason,
    /** The session ended on this form: how to sign in and come back to it. */
    sessionEnded: endedDraft && {
      signInState: { from: { pathname: location.pathname, search: location.search }, email: endedDraft.email ?? '' },
    },
    skipped,
    toggleSkipped: (productId: string, skip: boolean) => setSkipped((now) => (skip ? [...now, productId] : now.filter((id) => id !== productId))),
    currentPrice,
    /** The gift for a family in need at the current box's school, or the first saved box's. */
    gift: giftFor && {
      schoolName: giftFor.school.name,
      listPriceCents,
      choice: giftChoice,
      onChange: setGiftChoice,
      problem: gift.problem,
    },
    /** The question when this box is a child's list already in the boxes: keep one box (this one), or order both. */
    duplicate: unanswered &&
      current && {
        message: ORDER_TEXTS.boxes.duplicate({ child: childName, list: current.list.name }),
        askedTimes,
        keepOne: () => setAnswered({ boxId: unanswered.id, keep: 'one' }),
        orderBoth: () => setAnswered({ boxId: unanswered.id, keep: 'both' }),
      },
    /** 'Your Boxes', when there are saved boxes or only those are paid. */
    yourBoxes: (others.length > 0 || !current) && {
      boxes: saved,
      current: current && {
        childName,
        listName: current.list.name,
        schoolName: current.school.name,
        totalCents: currentPrice && 'totalCents' in currentPrice ? currentPrice.totalCents : null,
      },
    },
    form: {
      rules: { guest: !account, deliverToSchool: !needsAddress, student: current !== null },
      initialValues,
      addressHint:
        boxCount > 1
          ? ORDER_TEXTS.form.householdAddressHint({ count: homeSchools.length, schools: formatList(homeSchools) })
          : lateHome
            ? ORDER_TEXTS.form.lateAddressHint({ school: homeSchools[0]! })
            : undefined,
      state: {
        submitting: checkout.isPending || checkout.isSuccess,
        // An amount of its own that cannot be given is said under it; the checkout waits for a good one.
        blocked: blocked ?? (giftChoice.kind === 'own' ? gift.problem : null),
        codeError,
        codeRefusedAtCheckout: checkoutRefusedCode,
      },
      student: {
        rememberedChildren: rememberedChildren.data,
        schoolId: current?.school.id,
        onChange: (first: string, last: string) => setChildName(childNameOf(first, last)),
        teacher: { teachers: gradeTeachers, value: pickedTeacher, onChange: setTeacherId },
      },
      onSubmit: submit,
      onValuesChange: keepTyped,
      onCancel: () => {
        clearOrderDraft();
        onCancel();
      },
      onAddAnotherChild:
        current && roomForAnotherBox(boxCount)
          ? (values: CheckoutValues) => {
              if (unanswered) return setAskedTimes((times) => times + 1);
              keepCheckout(values);
              onAddAnotherChild();
            }
          : undefined,
    },
    /** The API's breakdown of what is on the screen, or null while it is asked or when it failed (the list-price math stands). */
    breakdown: quote.quote && {
      money: { ...quote.quote, tax: quote.quote.tax ?? 0 },
      taxPending: quote.quote.tax === null,
      shippingFree: needsAddress && quote.quote.shipping === 0 && (shipping.data?.homeDeliveryFee ?? 0) > 0,
    },
    // A refused code is said under its field (while it is the code typed), not as a failed checkout.
    failure:
      checkout.isError && !isCodeRefusal(checkout.error)
        ? {
            error: checkout.error,
            signInState: { from: { pathname: paths.shop.getHref(), search: '?step=order' }, email: typedEmail },
            keepBoxesForSignIn: () => {
              if (lastSubmitted.current) keepCheckout(lastSubmitted.current);
            },
          }
        : null,
  };
}

/** What the family said of a saved box for the same child and list: this box takes its place, or both are bought. */
interface DuplicateAnswer {
  boxId: string;
  keep: 'one' | 'both';
}

/** A child named as they were typed, whatever the case or the spaces. */
const childKey = (name: string) => name.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The saved box of `listId` for the child `childName` names, if the cart holds one. */
function sameBoxIn(boxes: readonly SavedBox[], listId: string, childName: string): SavedBox | null {
  const key = childKey(childName);
  return boxes.find((box) => box.supplyListId === listId && childKey(childNameOf(box.studentFirstName, box.studentLastName)) === key) ?? null;
}

/** An address the tax can be calculated at: every part the checkout needs, a state's two letters and a ZIP code. */
function addressKnown(address: CheckoutValues['address']): boolean {
  return Boolean(address.line1.trim() && address.city.trim()) && /^[A-Za-z]{2}$/.test(address.state.trim()) && /^\d{5}(-\d{4})?$/.test(address.zipCode.trim());
}

/** docs/product.md §2: the signed-in user's saved address prefills the home-delivery address. */
function savedAddressOf(profile: Profile | null) {
  return {
    line1: profile?.line1 ?? '',
    line2: profile?.line2 ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zipCode: profile?.zipCode ?? '',
  };
}
