import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleList } from '../lib/text-blocks.ts';
import { TextContent } from './text-content.tsx';

interface TextEditorFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  maxLength: number;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A case text's editor: plain text with paragraphs (an empty line between) and bulleted lists (the list
 * button marks the selected lines), with a preview of how it reads. The text is kept as it is written.
 */
export function TextEditorField({ value, onChange, maxLength, ...field }: TextEditorFieldProps) {
  const { t } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [selectAfter, setSelectAfter] = useState<[number, number] | null>(null);

  useLayoutEffect(() => {
    const element = area.current?.resizableTextArea?.textArea;
    if (!selectAfter || !element) return;
    element.focus();
    element.setSelectionRange(...selectAfter);
    setSelectAfter(null);
  }, [selectAfter]);

  const markList = () => {
    const element = area.current?.resizableTextArea?.textArea;
    const next = toggleList({
      content: value,
      start: element?.selectionStart ?? value.length,
      end: element?.selectionEnd ?? value.length,
    });
    onChange(next.content);
    setSelectAfter([next.start, next.end]);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Segmented
          value={mode}
          onChange={setMode}
          options={[
            { value: 'write', label: t('caseTexts.editor.write') },
            { value: 'preview', label: t('caseTexts.editor.preview') },
          ]}
        />
        {mode === 'write' ? (
          <Button icon={<UnorderedListOutlined />} onClick={markList}>
            {t('caseTexts.editor.list')}
          </Button>
        ) : null}
      </Flex>
      {mode === 'write' ? (
        <Input.TextArea
          {...field}
          ref={area}
          value={value}
          autoSize={{ minRows: 5, maxRows: 20 }}
          count={{ show: true, max: maxLength }}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div className="case-text-preview">
          <TextContent content={value} empty={t('caseTexts.section.empty')} />
        </div>
      )}
    </Flex>
  );
}
