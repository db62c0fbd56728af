import type { EquipmentRow } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NextDate } from './list-columns';

const TODAY = '2026-06-01';
const row = (over: Partial<EquipmentRow>) => ({ useStatus: 'inUse', nextInspectionDate: '2027-01-01', ...over }) as EquipmentRow;
const shown = (over: Partial<EquipmentRow>) => render(<NextDate row={row(over)} today={TODAY} />).container.textContent;

describe('the next-inspection column', () => {
  it('shows equipment not yet in use and without a date as awaiting its first inspection, not overdue', () => {
    expect(shown({ useStatus: 'notYetInUse', nextInspectionDate: null })).toBe('待首检');
    expect(screen.queryByText('超期')).toBeNull();
  });

  it('keeps equipment in use without a date overdue, and a passed date overdue whatever the status in service', () => {
    expect(shown({ nextInspectionDate: null })).toBe('未填写超期');
    expect(shown({ useStatus: 'notYetInUse', nextInspectionDate: '2026-05-01' })).toBe('2026-05-01超期');
    expect(shown({ useStatus: 'stopped', nextInspectionDate: null })).toBe('—');
  });
});
