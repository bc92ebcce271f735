import type { TaskImageRecord } from '@portal/contracts';
import { Descriptions, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import {
  type ImageCompletionBody,
  useCompleteImageTask,
} from '@/features/task-images/api/task-images-api.ts';
import { type ItemSchema, usePictureItemsForm } from '@/features/task-images/hooks/use-picture-items-form.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { PictureGrid, PictureItems, picturesById } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar, useProblemText } from './submit-bar.tsx';

/** One line of a submitted item's summary; `null` leaves out a setting that was not chosen. */
export type SummaryRow = { key: string; label: ReactNode; value: ReactNode } | null;

interface PictureItemsTaskProps<Item extends ItemSchema> extends TaskPanelProps {
  /** The contract's rules for one picture's settings, which the hub checks again. */
  item: Item;
  /** The contract's body of the completion call, to read a submission back. */
  body: z.ZodType<{ items: z.output<Item>[] }>;
  /** The settings of a newly chosen picture. */
  newItem: (materialId: string) => z.input<Item>;
  /** What the pictures are chosen for (names the picture group). */
  chooseLabel: string;
  /** Shown above the form and above a submission's summary alike. */
  notice?: ReactNode;
  /** True while the choices the fields offer are still loading. */
  loading?: boolean;
  /** The fields of the chosen `picture`, the form's item at `index`. */
  fields: (
    control: Control<{ items: z.input<Item>[] }, unknown, { items: z.output<Item>[] }>,
    index: number,
    picture: TaskImageRecord | undefined,
  ) => ReactNode;
  /** The settings a submitted picture was sent with. */
  describe: (item: z.output<Item>) => SummaryRow[];
}

/**
 * The picture tasks that take settings per chosen picture (virtual staging, indoor and outdoor renovation):
 * choose up to the ordered number of pictures, fill in each one's settings, complete; a closed task shows
 * each picture with what was sent for it.
 */
export function PictureItemsTask<Item extends ItemSchema>(props: PictureItemsTaskProps<Item>) {
  const { detail, notice, loading, body, describe } = props;
  const withNotice = (content: ReactNode) => (
    <Flex vertical gap={16}>
      {notice}
      {content}
    </Flex>
  );
  return (
    <PicturesShell
      detail={detail}
      form={(images) =>
        loading ? <LoadingSkeleton /> : withNotice(<ItemsForm {...props} images={images} />)
      }
      summary={(images, payload) =>
        withNotice(
          <PictureItems images={images} items={body.safeParse(payload).data?.items ?? []}>
            {(item) => (
              <Descriptions column={1} size="small">
                {describe(item).map((row) =>
                  row ? (
                    <Descriptions.Item key={row.key} label={row.label}>
                      {row.value}
                    </Descriptions.Item>
                  ) : null,
                )}
              </Descriptions>
            )}
          </PictureItems>,
        )
      }
    />
  );
}

function ItemsForm<Item extends ItemSchema>({
  images,
  detail,
  onChanged,
  item,
  newItem,
  chooseLabel,
  fields,
}: PictureItemsTaskProps<Item> & { images: TaskImageRecord[] }) {
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const max = detail.orderedQuantity;
  const { control, handleSubmit, formState, items, choose } = usePictureItemsForm(item, max, newItem);
  const byId = picturesById(images);

  // The item schema is the panel's own contract schema (virtual staging, a renovation), which this form,
  // shared by them, cannot name; the hub checks the items against its call's schema.
  return (
    <Form
      layout="vertical"
      onFinish={() => void handleSubmit((items) => complete.mutate({ body: items as ImageCompletionBody }))()}
    >
      <Flex vertical gap={16}>
        <PictureGrid
          label={chooseLabel}
          images={images}
          value={items.map((chosen) => chosen.materialId)}
          onChange={choose}
          max={max}
        />
        <PictureItems images={images} items={items}>
          {(chosen, index) => <div>{fields(control, index, byId.get(chosen.materialId))}</div>}
        </PictureItems>
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.items)}
        />
      </Flex>
    </Form>
  );
}
