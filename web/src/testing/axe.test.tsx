import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

// The unit tests' DOM is not a browser's: the audit must still see what it is asked to find.
describe('axeViolations', () => {
  it('reports a button without a name and an image without a text, and nothing on a named one', async () => {
    const { container, rerender } = render(
      <div>
        <button type="button" />
        <img src="/x.png" />
      </div>,
    );
    const found = await axeViolations(container);
    expect(found).toEqual([expect.stringMatching(/^critical button-name: /), expect.stringMatching(/^critical image-alt: /)]);

    rerender(
      <div>
        <button type="button">Save</button>
        <img src="/x.png" alt="A box of supplies" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
