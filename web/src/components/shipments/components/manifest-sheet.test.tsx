import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen } from '@/testing/test-utils';
import { speak } from '@/testing/locale';
import { aManifest, aShipment } from '../testing/shipment-fixtures';
import { ManifestSheet } from './manifest-sheet';

describe('ManifestSheet', () => {
  it('lists the shipment’s facts and every box, then one label a carton with the school, its contact and instructions', () => {
    renderApp(<ManifestSheet manifest={aManifest()} />);
    const manifest = screen.getByRole('region', { name: 'Manifest: Lincoln Elementary School' });
    for (const text of ['August 20, 2026', 'August 24, 2026', 'UPS', '1Z999', 'Ana Ruiz · (217) 555-0100', 'Loading dock behind the gym', '3 boxes']) {
      expect(manifest).toHaveTextContent(text);
    }
    const rows = within(screen.getByRole('table', { name: 'Boxes in this shipment' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OrderChildListTeacher',
      '#ORD00001Noah LeeKindergarten—',
      '#ORD00002Mia RiveraGrade 1Ms. Park',
      '#ORD00003Sam DiazGrade 1—',
    ]);
    const labels = within(screen.getByRole('list', { name: 'Carton labels' })).getAllByRole('article');
    expect(labels.map((label) => label.getAttribute('aria-label'))).toEqual(['Carton 1 of 2', 'Carton 2 of 2']);
    expect(labels[1]).toHaveTextContent('Lincoln Elementary School');
    expect(labels[1]).toHaveTextContent('Loading dock behind the gym');
    expect(labels[1]).toHaveTextContent('Ana Ruiz · (217) 555-0100');
  });

  it('says when the school set no contact, instructions or date', () => {
    const manifest = aManifest(aShipment({ carrier: null, trackingNumber: null, cartons: 1 }));
    renderApp(
      <ManifestSheet manifest={{ ...manifest, school: { ...manifest.school, deliveryDate: null, deliveryContact: null, deliveryInstructions: '' } }} />,
    );
    const sheet = screen.getByRole('region');
    expect(sheet).toHaveTextContent('No date set');
    expect(sheet).toHaveTextContent('None given');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('prints in Spanish', async () => {
    await speak('es');
    renderApp(<ManifestSheet manifest={aManifest()} />);
    expect(screen.getByRole('region', { name: 'Manifiesto: Lincoln Elementary School' })).toHaveTextContent('20 de agosto de 2026');
    expect(screen.getAllByRole('article').map((label) => label.getAttribute('aria-label'))).toEqual(['Caja de cartón 1 de 2', 'Caja de cartón 2 de 2']);
  });
});
