import { useDictLabel } from '../../api/dict';
import { useUnit } from '../../api/session-queries';
import { SkeletonLines } from '../../components/lite/skeleton';
import { InfoList } from './info-list';
import { HomeCard } from './home-card';

/** The user's unit as the server holds it. */
export function UnitCard() {
  const { data: unit, isLoading, isError } = useUnit();
  const unitType = useDictLabel('unit_type', unit?.unitType ?? '');
  const area = useDictLabel('area', unit?.areaCode ?? '');
  return (
    <HomeCard title="我的单位">
      {isLoading ? (
        <SkeletonLines />
      ) : isError || !unit ? (
        <div className="home-muted">单位信息暂时无法读取</div>
      ) : (
        <InfoList
          items={[
            { key: 'orgname', label: '单位名称', children: unit.orgname },
            { key: 'uscc', label: '信用代码', children: unit.uscc },
            { key: 'type', label: '单位类型', children: unitType },
            { key: 'area', label: '所在区域', children: area },
            { key: 'address', label: '单位地址', children: unit.address || '未填写' },
          ]}
        />
      )}
    </HomeCard>
  );
}
