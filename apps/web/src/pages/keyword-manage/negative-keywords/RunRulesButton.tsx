import { ThunderboltOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { runRulesNow } from '@/service/api/negation';

export function RunRulesButton({ shopId }: { shopId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => runRulesNow(shopId!),
    onSuccess: () => {
      void message.success(t('negation.page.rulesStarted'));
      void queryClient.invalidateQueries({ queryKey: ['negation'] });
    },
  });
  return (
    <Tooltip title={shopId ? undefined : t('negation.page.runRulesPickShop')}>
      <Button
        type="primary"
        icon={<ThunderboltOutlined />}
        disabled={!shopId}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        {t('negation.page.runRules')}
      </Button>
    </Tooltip>
  );
}
