import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** What a prerendered form is marked with when it was sent before the app arrived (web/scripts/prerender.mjs holds it). */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

/**
 * A prerendered page (web/scripts/prerender.mjs) shows its form before the app has arrived,
 * and a visitor on a slow phone may start typing into it; the app's first render then
 * replaces that markup with its own. The prerendered fields are found here, before that
 * render, and keep their values once replaced, so the app's form can take over what was
 * typed, and the focus.
 */
const prerendered = typeof document === 'undefined' ? null : document.querySelector('[data-prerendered]');
const fields = new Map<string, HTMLInputElement>(
  [...(prerendered?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])].map((input) => [input.name, input]),
);
let focused: string | null = null;
let stopFollowingFocus = () => {};
if (prerendered) {
  const nameOf = (element: EventTarget | null) => (element instanceof HTMLInputElement && fields.get(element.name) === element ? element.name : null);
  focused = nameOf(document.activeElement);
  const onFocusIn = (event: FocusEvent) => {
    focused = nameOf(event.target);
  };
  // The browser also takes the focus away as the app removes the field: that is not the visitor leaving it.
  const onFocusOut = (event: FocusEvent) => {
    const left = nameOf(event.target);
    queueMicrotask(() => {
      if (prerendered.isConnected && focused === left) focused = null;
    });
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  stopFollowingFocus = () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/**
 * Once the app's form with fields `names` has replaced the prerendered one: hands over what
 * the visitor typed there (`onTyped`, per non-empty field), moves the focus to the field that
 * had it (found by `name` inside `form`, or any element that holds the fields), and sends the
 * form when the visitor had already sent the prerendered one.
 */
export function useTakeOverPrerenderedFields(
  form: RefObject<HTMLElement | null>,
  names: readonly string[],
  onTyped: (name: string, value: string) => void,
): void {
  const takeOver = useEffectEvent(() => {
    for (const name of names) {
      const typed = fields.get(name)?.value;
      if (typed) onTyped(name, typed);
    }
    if (focused && names.includes(focused) && document.activeElement === document.body) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${focused}"]`)?.focus();
    }
    const sent = names.some((name) => fields.get(name)?.form?.hasAttribute(SUBMITTED_ATTRIBUTE));
    const appForm = form.current;
    // Once the values handed over are rendered.
    if (sent && appForm instanceof HTMLFormElement) setTimeout(() => appForm.requestSubmit());
    fields.clear(); // once only: a later form starts empty
    focused = null;
    stopFollowingFocus();
  });
  useLayoutEffect(() => takeOver(), []);
}
