import dayjs, { type Dayjs } from 'dayjs';

/**
 * Form.Item props that keep a DatePicker's value as the contract's 'YYYY-MM-DD' text, so the form's
 * values go to the schema and the server as they are.
 */
export const dateTextProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : ''),
};
