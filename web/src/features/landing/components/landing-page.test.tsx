import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { LANDING_TEXTS } from '../texts';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('shows the welcome text and the three feature blurbs', () => {
    renderApp(<LandingPage />);

    expect(screen.getByRole('heading', { level: 1, name: LANDING_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByText(LANDING_TEXTS.intro)).toBeInTheDocument();
    expect(LANDING_TEXTS.intro).toMatch(/supply list as one packed box, delivered to the school or to your home/);
    for (const title of ['Easy School Matching', 'Flexible Delivery', 'Optional Add-Ons']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const addOns = screen.getByText(LANDING_TEXTS.features.addOns.text).textContent;
    expect(addOns).toMatch(/labels/);
    expect(addOns).toMatch(/pencils/);
    expect(addOns).toMatch(/backpack/);
  });

  it('links Shop Now to /shop', async () => {
    const { location } = renderApp(<LandingPage />);
    const shopNow = screen.getByRole('link', { name: 'Shop Now' });
    expect(shopNow).toHaveAttribute('href', '/shop');

    await userEvent.click(shopNow);
    expect(location()).toBe('/shop');
  });

  it('opens the Contact Us popup with the phone, support e-mail and website', async () => {
    renderApp(<LandingPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveTextContent('(800) 555-0199');
    expect(screen.getByRole('link', { name: 'support@schoolsupplybox.com' })).toHaveAttribute('href', 'mailto:support@schoolsupplybox.com');
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'www.schoolsupplybox.com' })).toHaveAttribute('href', 'https://www.schoolsupplybox.com');
  });

  it('gives the focus back to Contact Us when the popup closes, the first time too', async () => {
    renderApp(<LandingPage />);
    const contactUs = screen.getByRole('button', { name: 'Contact Us' });

    for (let opening = 0; opening < 2; opening++) {
      contactUs.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(contactUs).toHaveFocus());
    }
  });

  it('shows no welcome line or Sign Out when signed out', () => {
    renderApp(<LandingPage />, { session: sessions.signedOut() });
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it.each([
    ['an admin', sessions.admin(), 'admin@example.com', '/admin'],
    ['a school representative', sessions.rep(), 'rep@example.com', '/school-dashboard'],
    ['a parent', sessions.parent(), 'parent@example.com', '/dashboard'],
  ])('welcomes %s by e-mail and links to their dashboard', (_who, session, email, dashboard) => {
    renderApp(<LandingPage />, { session });

    expect(screen.getByText(LANDING_TEXTS.signedIn.welcome({ email }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', dashboard);
  });

  it('signs out from the welcome line', async () => {
    const signOut = vi.fn(async () => {});
    renderApp(<LandingPage />, { session: { ...sessions.parent(), signOut } });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('speaks Spanish, the contact popup too', async () => {
    await speak('es');
    renderApp(<LandingPage />, { session: sessions.parent() });

    expect(screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida a School Supply Box' })).toBeInTheDocument();
    expect(screen.getByText(/lista de útiles del grado de su hijo en una sola caja/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Entrega flexible' })).toBeInTheDocument();
    expect(screen.getByText('¡Hola de nuevo, parent@example.com!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar ahora' })).toHaveAttribute('href', '/shop');

    await userEvent.click(screen.getByRole('button', { name: 'Contáctenos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contáctenos' });
    expect(dialog).toHaveTextContent('Correo electrónico de soporte');
    expect(dialog).toHaveTextContent('(800) 555-0199');
  });
});
