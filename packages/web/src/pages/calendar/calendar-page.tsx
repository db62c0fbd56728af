import { CALENDAR_DAY_KINDS, CALENDAR_YEARS, weekdayOf, type CalendarDay, type CalendarDayKind } from '@portal/contract';
import { Alert, App, Button, Empty, Popconfirm, Select, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useCalendarYear, useDeleteCalendarDay } from '../../api/calendar';
import { AddButton } from '../../components/add-button';
import { chinaToday, formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { useTableFit } from '../../components/search-table/table-fit';
import { CalendarDayDialog, type CalendarEditing } from './calendar-day-dialog';
import './calendar.css';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const KIND_COLORS: Record<CalendarDayKind, string> = { holiday: 'red', workday: 'blue' };

/** The years offered: a few either side of this one (deadlines reach a few weeks ahead; next year's notice comes in November). */
function yearOptions(thisYear: number, picked: number) {
  const years = new Set([picked]);
  for (let y = thisYear - 2; y <= thisYear + 2; y++) if (y >= CALENDAR_YEARS.min && y <= CALENDAR_YEARS.max) years.add(y);
  return [...years].sort((a, b) => a - b).map((y) => ({ value: y, label: `${y}年` }));
}

/** 系统维护 › 工作日历: a year's holidays and 调休 working days, on which statutory deadlines are counted. */
export default function CalendarPage() {
  const { message } = App.useApp();
  const thisYear = Number(chinaToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<CalendarEditing>(null);
  const days = useCalendarYear(year);
  const remove = useDeleteCalendarDay();
  const fit = useTableFit();
  const list = days.data ?? [];
  const holidays = list.filter((d) => d.kind === 'holiday').length;
  const workdays = list.length - holidays;

  // A refusal is toasted by the client; the list stays as it was.
  const removeDay = (day: string) => {
    remove.mutateAsync(day).then(
      () => void message.success(`已删除${day}的设置`),
      () => undefined,
    );
  };

  const columns: TableProps<CalendarDay>['columns'] = [
    { title: '日期', dataIndex: 'day', width: 120 },
    {
      title: '星期',
      key: 'weekday',
      width: 90,
      render: (_, d) => {
        const w = weekdayOf(d.day);
        return <span className={w === 0 || w === 6 ? 'cal-weekend' : undefined}>{WEEKDAYS[w]}</span>;
      },
    },
    { title: '类型', dataIndex: 'kind', width: 110, render: (k: CalendarDayKind) => <Tag color={KIND_COLORS[k]}>{CALENDAR_DAY_KINDS[k]}</Tag> },
    { title: '名称', dataIndex: 'name' },
    { title: '维护人', dataIndex: 'updatedBy', width: 130, render: (v: string) => v || <span className="cal-muted">系统预置</span> },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', day: d })}>
            编辑
          </Button>
          <Popconfirm
            title="删除日历设置"
            description={`删除后${d.day}按普通${[0, 6].includes(weekdayOf(d.day)) ? '周末休息' : '工作日上班'}计算，受理中申请的办理期限随之重算。`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => removeDay(d.day)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="工作日历"
      note="法定办理期限按工作日计算：周一至周五上班、周六周日休息，节假日休息、调休日上班。修改后，受理中申请的办理期限随之重算。"
      extra={
        <Space>
          <Select<number> aria-label="年份" value={year} onChange={setYear} options={yearOptions(thisYear, year)} style={{ width: 110 }} />
          <AddButton onClick={() => setEditing({ mode: 'add', year })}>新增日期</AddButton>
        </Space>
      }
    >
      {!days.isLoading && holidays === 0 && (
        <Alert
          className="cal-alert"
          type="warning"
          showIcon
          title={`${year}年尚未录入节假日安排`}
          description="该年的办理期限暂时只按周末休息计算。国务院办公厅公布该年放假安排后，请逐日录入节假日和调休上班日。"
        />
      )}
      <div className="cal-summary" aria-live="polite">
        {year}年：节假日 <strong>{holidays}</strong> 天，调休上班 <strong>{workdays}</strong> 天
      </div>
      <Table<CalendarDay>
        rowKey="day"
        size="middle"
        loading={days.isFetching}
        {...fit(columns)}
        columns={columns}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${year}年没有节假日或调休上班日`} /> }}
      />
      <CalendarDayDialog editing={editing} onClose={() => setEditing(null)} onSaved={(d) => setYear(Number(d.day.slice(0, 4)))} />
    </PageCard>
  );
}
