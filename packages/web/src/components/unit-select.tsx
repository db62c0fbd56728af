import { Select } from 'antd';
import { useState } from 'react';

interface UnitSelectProps<U> {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  /** The units found for what was typed (a query hook from src/api). */
  useFound: (keyword: string) => { data?: U[]; isFetching: boolean };
  /** How a found unit reads in the list. */
  label: (unit: U) => string;
  /** The saved choice, listed while it is not among those found. */
  initial?: { id: string; name: string };
  placeholder: string;
  /** What the list says when nothing is found for the keyword. */
  notFound: (keyword: string) => string;
}

/** A unit on the portal, found by typing its name or credit code. */
export function UnitSelect<U extends { id: string }>({ id, value, onChange, useFound, label, initial, placeholder, notFound }: UnitSelectProps<U>) {
  const [keyword, setKeyword] = useState('');
  const found = useFound(keyword);
  const options = (found.data ?? []).map((u) => ({ value: u.id, label: label(u) }));
  if (initial && !options.some((o) => o.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? '查找中…' : notFound(keyword)}
      options={options}
    />
  );
}
