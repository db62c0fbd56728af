import { App, Button } from 'antd';
import { failureText } from '../../api/http';
import { useMarkSelfTests, usePrintUseMark } from '../../api/self-test';
import { PageCard } from '../../components/page-card';
import { SelfTestTable } from './self-test-sections';

/**
 * 电梯检测 › 电梯使用标志打印 (spec §2 /elevator-detection/detection-inform, the 2024 use mark): the declared self-tests,
 * each with its use mark. The first print is kept, so every later print is the same paper, with the same fingerprint
 * as the elevator's public page shows.
 */
export default function DetectionInformPage() {
  const { message } = App.useApp();
  const print = usePrintUseMark();
  return (
    <PageCard
      title="电梯使用标志打印"
      note="已作出符合性声明的自行检测，可打印2024版电梯使用标志（A5），张贴在轿厢内显著位置。标志上的二维码打开该电梯的信息公示页面（一机一码），乘客可核对使用单位、维保单位、应急救援电话和下次检验（检测）日期。"
    >
      <SelfTestTable
        side="use"
        useList={useMarkSelfTests}
        states={['declared']}
        empty="还没有可打印使用标志的电梯：请先在“符合性声明”中对合格的自行检测结果作出声明"
        actions={(r) => (
          <Button
            type="link"
            size="small"
            loading={print.isPending && print.variables?.id === r.id}
            onClick={() =>
              print.mutate(
                { id: r.id, name: r.elevator.certNo || r.elevator.deviceCode },
                { onError: (e) => void message.error(failureText(e)), onSuccess: () => void message.success('使用标志已下载') },
              )
            }
          >
            {r.markPrintedAt ? '重新打印' : '打印使用标志'}
          </Button>
        )}
      />
    </PageCard>
  );
}
