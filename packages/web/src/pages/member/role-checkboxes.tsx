import { Checkbox, Spin } from 'antd';
import { useAssignableRoles } from '../../api/member';

interface RoleCheckboxesProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Roles the account holds already: kept visible (and unchangeable) when the caller may not hand them out. */
  held?: ReadonlyArray<{ id: string; name: string }>;
  disabled?: boolean;
}

/** The roles the caller may give (a main account: only those it holds itself), one checkbox each. */
export function RoleCheckboxes({ value, onChange, held = [], disabled }: RoleCheckboxesProps) {
  const roles = useAssignableRoles();
  if (roles.isLoading) return <Spin size="small" />;
  const assignable = roles.data ?? [];
  const options = [
    ...assignable.map((r) => ({ value: r.id, label: r.name })),
    ...held.filter((h) => !assignable.some((r) => r.id === h.id)).map((h) => ({ value: h.id, label: `${h.name}（无权分配）`, disabled: true })),
  ];
  if (roles.isError) return <span className="member-roles-error">可分配的角色加载失败</span>;
  return <Checkbox.Group options={options} value={value} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}
