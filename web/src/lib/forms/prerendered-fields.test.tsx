import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMITTED_ATTRIBUTE } from './prerendered-fields';

/** The prerendered markup of a form, as web/scripts/prerender.mjs leaves it in the page. */
function prerenderedForm() {
  document.body.innerHTML = `<div id="root"><div data-prerendered style="display: contents">
    <form><input name="email"><input name="phone"><button type="button">other</button></form>
  </div></div>`;
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-prerendered] input[name="${name}"]`)!;
  return { email: field('email'), phone: field('phone'), other: document.querySelector('button')! };
}

/** Loads the module as the app does: after the markup is there, before the app's first render. */
async function loadModule() {
  vi.resetModules();
  return import('./prerendered-fields');
}

/** The app's render: the prerendered markup goes, the app's own form comes. */
async function appTakesOver(onTyped: (name: string, value: string) => void, onSubmit = vi.fn()) {
  const { useTakeOverPrerenderedFields } = await loadModule();
  function AppForm() {
    const form = useRef<HTMLFormElement>(null);
    useTakeOverPrerenderedFields(form, ['email', 'phone'], onTyped);
    return (
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('email'));
        }}
      >
        <input name="email" aria-label="email" />
        <input name="phone" aria-label="phone" />
      </form>
    );
  }
  return AppForm;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTakeOverPrerenderedFields', () => {
  it('hands over what was typed into the prerendered fields, and the focus, once', async () => {
    const { email, phone } = prerenderedForm();
    email.value = 'sam.lee@example.com';
    phone.value = '(217)';
    phone.focus();
    const onTyped = vi.fn();
    const AppForm = await appTakesOver(onTyped);

    document.querySelector('[data-prerendered]')!.remove();
    const { getByLabelText, rerender } = render(<AppForm />, { container: document.getElementById('root')! });

    expect(onTyped.mock.calls).toEqual([
      ['email', 'sam.lee@example.com'],
      ['phone', '(217)'],
    ]);
    expect(getByLabelText('phone')).toHaveFocus();
    rerender(<AppForm />);
    expect(onTyped).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus alone when the visitor had moved on from the fields', async () => {
    const { email, other } = prerenderedForm();
    const AppForm = await appTakesOver(() => {});
    email.focus();
    other.focus();
    await Promise.resolve(); // the module tells leaving a field from its removal a microtask later

    document.querySelector('[data-prerendered]')!.remove();
    const { getByLabelText } = render(<AppForm />, { container: document.getElementById('root')! });

    expect(getByLabelText('email')).not.toHaveFocus();
    expect(getByLabelText('phone')).not.toHaveFocus();
  });

  it('sends the app’s form, with what was typed, when the prerendered one was sent before the app arrived', async () => {
    const { email } = prerenderedForm();
    email.value = 'sam.lee@example.com';
    // What web/scripts/prerender.mjs does with a form sent before the app: held, and marked.
    email.form!.setAttribute(SUBMITTED_ATTRIBUTE, '');
    const onSubmit = vi.fn();
    // The app's form takes what was typed into its own field.
    const intoAppField = (name: string, value: string) => (document.querySelector<HTMLInputElement>(`#root form input[name="${name}"]`)!.value = value);
    const AppForm = await appTakesOver(intoAppField, onSubmit);

    document.querySelector('[data-prerendered]')!.remove();
    render(<AppForm />, { container: document.getElementById('root')! });

    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('sam.lee@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not send the app’s form when the prerendered one was only typed in', async () => {
    const { email } = prerenderedForm();
    email.value = 'sam.lee@example.com';
    const onSubmit = vi.fn();
    const AppForm = await appTakesOver(() => {}, onSubmit);

    document.querySelector('[data-prerendered]')!.remove();
    render(<AppForm />, { container: document.getElementById('root')! });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing on a page that was not prerendered', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const onTyped = vi.fn();
    const AppForm = await appTakesOver(onTyped);
    const { getByLabelText } = render(<AppForm />, { container: document.getElementById('root')! });
    expect(onTyped).not.toHaveBeenCalled();
    expect(getByLabelText('email')).not.toHaveFocus();
  });
});
