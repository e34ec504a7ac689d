import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { AccessibilityPage } from './accessibility-page';

describe('AccessibilityPage', () => {
  it('states the WCAG 2.1 AA target, what is tested, the limitations, how to report a problem and the last review', () => {
    renderApp(<AccessibilityPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we test' })).toBeInTheDocument();
    expect(screen.getByText(/checked with axe, on a phone-sized screen \(375 pixels wide\) and a computer screen \(1280 pixels wide\)/)).toBeInTheDocument();
    expect(screen.getByText(/with the keyboard alone/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Report a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@schoolsupplybox.com' })).toHaveAttribute('href', 'mailto:support@schoolsupplybox.com');
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByText('Last reviewed: November 27, 2026')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await speak('es');
    renderApp(<AccessibilityPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeInTheDocument();
    expect(screen.getByText(/\(WCAG\) 2\.1 en el nivel AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lo que comprobamos' })).toBeInTheDocument();
    expect(screen.getByText(/solo con el teclado/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Limitaciones conocidas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Informar un problema' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@schoolsupplybox.com' })).toHaveAttribute('href', 'mailto:support@schoolsupplybox.com');
    expect(screen.getByText('Última revisión: 27 de noviembre de 2026')).toBeInTheDocument();
  });
});
