import { useMemo } from 'react';
import { type DefaultValues, type Path, type PathValue, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { chosenItems } from '@/features/task-images/lib/form-rules.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

export type ItemSchema = z.ZodType<{ materialId: string }, { materialId: string }>;

/**
 * The form of the picture tasks that take one item per chosen picture (virtual staging, indoor and outdoor
 * renovation), at most `max` of them. Choosing pictures keeps what was filled in for the pictures still chosen
 * and adds `newItem` for each newly chosen one, in the order the pictures were chosen.
 */
export function usePictureItemsForm<Item extends ItemSchema>(
  item: Item,
  max: number,
  newItem: (materialId: string) => z.input<Item>,
) {
  type Input = { items: z.input<Item>[] };
  const schema = useMemo(() => z.object({ items: chosenItems(item, max) }), [item, max]);
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: keyedZodResolver(schema as unknown as z.ZodType<z.output<typeof schema>, Input>),
    defaultValues: { items: [] } as unknown as DefaultValues<Input>,
  });
  const itemsPath = 'items' as Path<Input>;
  const items = useWatch({ control: form.control, name: itemsPath }) as z.input<Item>[];

  const choose = (ids: string[]) => {
    const kept = new Map(items.map((chosen) => [chosen.materialId, chosen]));
    const next = ids.map((id) => kept.get(id) ?? newItem(id));
    form.setValue(itemsPath, next as PathValue<Input, Path<Input>>, {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return { ...form, items, choose };
}
