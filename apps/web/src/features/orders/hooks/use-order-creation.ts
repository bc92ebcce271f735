import { ErrorKey } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createOrder } from '@/features/orders/api/create-order.ts';
import { draftQuery } from '@/features/orders/api/draft-api.ts';
import { type FieldProblem, fieldProblems } from '@/features/orders/lib/order-payload.ts';
import type { Selection } from '@/features/orders/lib/order-selection.ts';
import type { InformationOutput, StartOutput } from '@/features/orders/lib/step-schemas.ts';
import type { WizardData } from '@/features/orders/lib/wizard-state.ts';
import { type ApiError, isApiError } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/i18n.ts';
import { campaignKeys, caseKeys } from '@/lib/query-keys.ts';
import type { useDraftAutosave } from './use-draft-autosave.ts';

interface CreationInput {
  data: WizardData;
  selection: Selection;
  autosave: ReturnType<typeof useDraftAutosave>;
}

/** An order the hub refused only because it takes its campaign over budget, kept to be sent again. */
interface OverBudget {
  start: StartOutput;
  info: InformationOutput;
  /** The hub's question, naming the campaign and by how much. */
  error: ApiError;
}

/** 128 random bits in hex; getRandomValues works on plain http too, where randomUUID does not exist. */
const newSubmissionKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Creates the order from the summary: the draft stops saving while the order is made (so it cannot be
 * saved again after it became an order), the receipt opens on success, and the hub's field problems go back
 * to the steps they belong to on failure. An order over its campaign's budget waits in `overBudget` for the
 * user to confirm it (sent again with the confirmation) or to cancel.
 */
export function useOrderCreation({ data, selection, autosave }: CreationInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [overBudget, setOverBudget] = useState<OverBudget | null>(null);
  // Names this wizard's submission to the hub: a submit sent again (a lost answer, a double click) makes no
  // second order. Refused submissions leave nothing under it on the hub, so corrections reuse it too.
  const [submissionKey] = useState(newSubmissionKey);

  const serverErrors = useMemo(() => {
    const byStep: Record<number, Record<string, string>> = {};
    for (const problem of problems) {
      byStep[problem.step] = { ...byStep[problem.step], [problem.path]: problem.message };
    }
    return byStep;
  }, [problems]);

  const create = async (start: StartOutput, info: InformationOutput, confirmOverBudget = false) => {
    setCreating(true);
    setOverBudget(null);
    setError(null);
    setProblems([]);
    await autosave.stop();
    try {
      const created = await createOrder(
        {
          // An order for a known address joins its case, which the hub finds by the case number.
          start: { ...start, reference: start.reference.trim() || data.matchedCase?.reference || '' },
          info,
          selection,
          packageId: typeof data.packageId === 'number' ? data.packageId : null,
          draftId: autosave.draftId.current,
          confirmOverBudget,
        },
        locale,
        submissionKey,
      );
      queryClient.setQueryData(draftQuery.queryKey, null);
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      void navigate(`/orders/${encodeURIComponent(created.orderId)}/receipt`, { replace: true });
    } catch (failure) {
      autosave.resume();
      setCreating(false);
      if (isApiError(failure) && failure.code === ErrorKey.campaignOverBudget) {
        setOverBudget({ start, info, error: failure });
        return;
      }
      setError(failure);
      setProblems(fieldProblems(failure, info));
    }
  };

  const confirmOverBudget = () => (overBudget ? create(overBudget.start, overBudget.info, true) : undefined);
  const cancelOverBudget = () => setOverBudget(null);

  return { creating, error, problems, serverErrors, create, overBudget, confirmOverBudget, cancelOverBudget };
}
