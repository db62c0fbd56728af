import { Col, DatePicker, Form, Input, type DatePickerProps, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { dateTextProps } from './date-value';
import { VALIDATE_DELAY } from './form-rules';

/**
 * A field in a row of a vertical form. `xl` is its share of the row on a wide screen, in 24ths (8 unless given); a
 * narrow field takes half the row on a tablet unless `md` says otherwise, and every field takes the whole row on a phone.
 */
type CellProps = Omit<FormItemProps, 'children'> & { xl?: number; md?: number; children?: ReactNode };

export function FieldCell({ xl = 8, md = xl <= 8 ? 12 : undefined, ...item }: CellProps) {
  return (
    <Col xs={24} md={md} xl={xl}>
      <Form.Item {...item} />
    </Col>
  );
}

/** A line of text, checked once typing pauses. */
export function TextCell({ max, placeholder, disabled, ...cell }: CellProps & { max: number; placeholder?: string; disabled?: boolean }) {
  return (
    <FieldCell validateDebounce={VALIDATE_DELAY} {...cell}>
      <Input maxLength={max} placeholder={placeholder} disabled={disabled} />
    </FieldCell>
  );
}

/** Free text over a few lines, growing from `rows[0]` to `rows[1]` lines, with its count. */
export function TextAreaCell({ max, rows, placeholder, ...cell }: CellProps & { max: number; rows: [number, number]; placeholder?: string }) {
  return (
    <FieldCell {...cell}>
      <Input.TextArea maxLength={max} showCount autoSize={{ minRows: rows[0], maxRows: rows[1] }} placeholder={placeholder} />
    </FieldCell>
  );
}

/** A day, kept as 'YYYY-MM-DD' text. */
export function DateCell({ disabledDate, placeholder, ...cell }: CellProps & Pick<DatePickerProps, 'disabledDate' | 'placeholder'>) {
  return (
    <FieldCell {...dateTextProps} {...cell}>
      <DatePicker style={{ width: '100%' }} disabledDate={disabledDate} placeholder={placeholder} />
    </FieldCell>
  );
}
