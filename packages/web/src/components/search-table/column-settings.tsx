import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { isVisible, toggleColumn, type ColumnChoice, type ColumnPrefs } from './column-prefs';

export interface SettingsColumn extends ColumnChoice {
  title: string;
}

interface ColumnSettingsProps {
  columns: SettingsColumn[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

/** The 列设置 popover: a checkbox per column and a way back to the default columns. */
export function ColumnSettings({ columns, prefs, onChange }: ColumnSettingsProps) {
  const shown = columns.filter((c) => isVisible(c, prefs));
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <div className="column-settings-title">
          <span>显示列</span>
          <Button type="link" size="small" disabled={Object.keys(prefs).length === 0} onClick={() => onChange({})}>
            恢复默认
          </Button>
        </div>
      }
      content={
        <div className="column-settings">
          {columns.map((c) => {
            const checked = isVisible(c, prefs);
            return (
              <Checkbox
                key={c.key}
                checked={checked}
                // A table needs at least one column of data.
                disabled={checked && shown.length === 1}
                onChange={(e) => onChange(toggleColumn(prefs, c, e.target.checked))}
              >
                {c.title}
              </Checkbox>
            );
          })}
        </div>
      }
    >
      <Tooltip title="列设置">
        <Button icon={<SettingOutlined />} aria-label="列设置" />
      </Tooltip>
    </Popover>
  );
}
