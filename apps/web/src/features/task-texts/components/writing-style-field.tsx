import { WritingStyle } from '@portal/contracts';
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface WritingStyleFieldProps {
  id: string;
  value: WritingStyle | undefined;
  onChange: (value: WritingStyle) => void;
}

/** The copywriter's writing style (docs/product.md), each with what it reads like. */
export function WritingStyleField({ id, value, onChange }: WritingStyleFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange(event.target.value as WritingStyle)}>
      <Flex vertical gap={12}>
        {WritingStyle.options.map((style) => (
          <Radio key={style} value={style}>
            <Flex vertical>
              <Typography.Text strong>{t(`texts.writingStyles.${style}.label`)}</Typography.Text>
              <Typography.Text type="secondary">
                {t(`texts.writingStyles.${style}.explanation`)}
              </Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
