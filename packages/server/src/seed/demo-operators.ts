import type { Selectable } from 'kysely';
import type { OperatorTable, QualificationTable } from '../platform/db/schema';
import { addDays, newId } from '../platform/ids';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A synthetic resident ID number with a correct check character (GB 11643). */
export function idNumber(area: string, birth: string, seq: number, male: boolean): string {
  const body = `${area}${birth.replaceAll('-', '')}${String(seq * 2 + (male ? 1 : 0)).padStart(3, '0')}`;
  const sum = [...body].reduce((a, c, i) => a + Number(c) * WEIGHTS[i], 0);
  return body + '10X98765432'[sum % 11];
}

const PEOPLE: Record<'e1' | 'e2', Array<[name: string, male: boolean, birth: string, post: string, items: string[]]>> = {
  e1: [
    ['刘安', true, '1980-04-12', '特种设备安全管理负责人', ['A']],
    ['陈立新', true, '1986-09-03', '电梯安全管理员', ['A']],
    ['周敏', false, '1990-02-21', '锅炉房司炉工', ['G1', 'G3']],
    ['吴海', true, '1978-11-30', '停车设备管理员', ['A']],
    ['郑晓燕', false, '1993-06-15', '观光车驾驶员', ['N2']],
    ['孙强', true, '1984-01-08', '索道司机', ['S2']],
  ],
  e2: [
    ['何平', true, '1979-07-19', '设备部经理', ['A']],
    ['钱伟', true, '1988-05-05', '行车工', ['Q2']],
    ['冯丽', false, '1991-12-12', '起重指挥', ['Q1']],
    ['蒋国庆', true, '1985-10-01', '叉车司机', ['N1']],
    ['韩磊', true, '1992-03-27', '叉车司机', ['N1']],
    ['沈芳', false, '1987-08-08', '空压站操作工', ['R1']],
  ],
};

/** Operators with certificates: most valid, some expiring within 90 days, one already expired. */
export function demoOperators(
  unit: 'e1' | 'e2',
  unitId: string,
  areaCode: string,
  today: string,
  now: string,
): { operators: Selectable<OperatorTable>[]; qualifications: Selectable<QualificationTable>[] } {
  const operators: Selectable<OperatorTable>[] = [];
  const qualifications: Selectable<QualificationTable>[] = [];
  PEOPLE[unit].forEach(([name, male, birth, post, items], i) => {
    const id = newId();
    const idNo = idNumber(areaCode, birth, 10 + i, male);
    operators.push({
      id,
      unit_id: unitId,
      name,
      id_type: 'idCard',
      id_number: idNo,
      sex: male ? '1' : '2',
      mobile: `1395740${unit === 'e1' ? '1' : '2'}${String(i).padStart(3, '0')}`,
      post,
      hire_date: `${2012 + i}-03-01`,
      remark: '',
      created_at: now,
      updated_at: now,
      version: 1,
    });
    items.forEach((item, k) => {
      // Spread expiry dates: a third within the 90-day warning, one in the past, the rest later.
      const expiry = addDays(today, [40, 400, 75, 800, -20, 600][(i + k) % 6]);
      const issue = addDays(expiry, -(4 * 365 - 1));
      qualifications.push({
        id: newId(),
        operator_id: id,
        unit_id: unitId,
        item_code: item,
        limitation: item === 'Q2' ? '限桥式起重机' : '',
        cert_no: idNo,
        file_no: `TS${issue.slice(0, 4)}${String(1000 + i * 7 + k).padStart(6, '0')}`,
        authority: '宁波市市场监督管理局',
        issue_date: issue,
        expiry_date: expiry,
        review_date: '',
        created_at: now,
        updated_at: now,
        version: 1,
      });
    });
  });
  return { operators, qualifications };
}
