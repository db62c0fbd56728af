import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { useSession } from '../state/session-store';
import { ExportButton } from './export-button';

function renderExport() {
  render(
    <App>
      <span>工具栏</span>
      <ExportButton access="equipment.export" url={() => Promise.resolve('/export.xlsx')} fallbackName="导出.xlsx" />
    </App>,
  );
}

describe('ExportButton', () => {
  it('offers 导出 to a role that may export', () => {
    useSession.setState({ access: ['equipment', 'equipment.query', 'equipment.export'] });
    renderExport();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
  });

  it('offers nothing to a role without the export permission (inspection staff read lists but do not export)', () => {
    useSession.setState({ access: ['equipment', 'equipment.query'] });
    renderExport();
    screen.getByText('工具栏');
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
