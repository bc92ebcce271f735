import { type Case, ErrorKey, FLOW_GROUPING, type ProductGrouping, type User } from '@portal/contracts';
import { Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Wizard } from '@/components/wizard.tsx';
import { useApprovalCheck } from '@/features/orders/api/approval-check.ts';
import { findExistingCase, hasOpenOrder } from '@/features/orders/api/find-existing-case.ts';
import { useDraftAutosave } from '@/features/orders/hooks/use-draft-autosave.ts';
import { useOrderCreation } from '@/features/orders/hooks/use-order-creation.ts';
import { useStepInAddress } from '@/features/orders/hooks/use-step-in-address.ts';
import { useWizardCatalogue } from '@/features/orders/hooks/use-wizard-catalogue.ts';
import { cheapestOption } from '@/features/orders/lib/order-selection.ts';
import { prefilledFrom } from '@/features/orders/lib/prefill-from-case.ts';
import { informationSchema, type StartOutput, startSchema } from '@/features/orders/lib/step-schemas.ts';
import {
  choiceKey,
  type InformationValues,
  type OptionValues,
  type PackageSelection,
  STEP,
  type StartValues,
  WIZARD_STEPS,
  type WizardData,
} from '@/features/orders/lib/wizard-state.ts';
import { useLocale } from '@/lib/i18n.ts';
import { InformationStep } from './information-step.tsx';
import { OptionsStep } from './options-step.tsx';
import { OverBudgetDialog } from './over-budget-dialog.tsx';
import { PackageStep } from './package-step.tsx';
import { StartStep } from './start-step.tsx';
import { SummaryStep } from './summary-step.tsx';

interface OrderWizardProps {
  user: User;
  initial: WizardData;
  initialStep: number;
  draftId: string | undefined;
}

const copy = <T,>(value: T): T => structuredClone(value);
const NO_ERRORS: Record<string, string> = {};

/** The new-order wizard: flow selection, package, choices and options, information, summary. */
export function OrderWizard({ user, initial, initialStep, draftId }: OrderWizardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const branches = useMemo(() => user.branches.filter((branch) => branch.access !== 'NONE'), [user.branches]);
  const branchIds = useMemo(() => branches.map((item) => item.id), [branches]);
  const [data, setData] = useState(initial);
  const [step, setStep] = useStepInAddress(initialStep, data.reached);
  const [changed, setChanged] = useState(false);
  const [checking, setChecking] = useState(false);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const [openCase, setOpenCase] = useState<{ found: Case; target: number } | null>(null);
  const submitRef = useRef<((target: number) => void) | null>(null);

  const branch = branches.find((item) => item.id === data.start.branchId) ?? branches[0];
  const branchId = branch?.id ?? 0;
  const grouping: ProductGrouping | undefined = data.start.flow ? FLOW_GROUPING[data.start.flow] : undefined;
  const catalogue = useWizardCatalogue({ branchId, grouping, locale, branchIds, data });
  const { packages, alaCarte, users, contactTypes, propertyTypes, blacklisted, pkg, fee, endUserFee } =
    catalogue;
  const { selection, maxArea } = catalogue;

  const draftState = useMemo(() => ({ step, flow: data.start.flow, data }), [step, data]);
  const autosave = useDraftAutosave(draftState, changed, draftId);
  const creation = useOrderCreation({ data, selection, autosave });
  const { serverErrors } = creation;

  const update = useCallback((recipe: (current: WizardData) => WizardData) => {
    setData(recipe);
    setChanged(true);
  }, []);

  const goTo = useCallback(
    (target: number) => {
      update((current) => ({ ...current, reached: Math.max(current.reached, target) }));
      setStep(target);
    },
    [update, setStep],
  );

  const onStartChange = useCallback(
    (values: StartValues) =>
      update((current) => {
        const start = copy(values);
        // Packages and products are per flow and department: another choice starts them over.
        const catalogueChanged =
          current.start.flow !== start.flow || current.start.branchId !== start.branchId;
        return catalogueChanged
          ? {
              ...current,
              start,
              packageId: null,
              options: { choices: {}, quantities: {} },
              reached: STEP.start,
              confirmedCaseId: null,
              matchedCase: null,
            }
          : { ...current, start };
      }),
    [update],
  );

  const onStartSubmit = async (values: StartOutput, target: number) => {
    if (blacklisted) return;
    setStartProblem(null);
    setChecking(true);
    let found: Case | null = null;
    try {
      found = await findExistingCase(values);
    } catch (error) {
      // The hub checks again when the case is saved; a failed look-up need not stop the order here.
      console.warn('Existing cases could not be looked up.', error);
    } finally {
      setChecking(false);
    }
    if (found?.materials.archived) {
      setStartProblem(t(ErrorKey.archivedCase));
      return;
    }
    const matchedCase = found ? { id: found.id, reference: found.reference } : null;
    update((current) => ({ ...current, matchedCase }));
    if (found) {
      const existing = found;
      update((current) => ({ ...current, info: prefilledFrom(existing, current.info) }));
      if (hasOpenOrder(existing) && data.confirmedCaseId !== existing.id) {
        setOpenCase({ found: existing, target });
        return;
      }
    }
    goTo(target);
  };

  const onPackageChange = (value: PackageSelection) =>
    update((current) => {
      if (current.packageId === value) return current;
      const chosen = typeof value === 'number' ? packages.data?.find((item) => item.id === value) : undefined;
      const choices: OptionValues['choices'] = {};
      for (const choice of chosen?.choices ?? []) choices[choiceKey(choice.id)] = cheapestOption(choice);
      return {
        ...current,
        packageId: value,
        options: { ...current.options, choices },
        reached: Math.min(current.reached, STEP.package),
      };
    });

  const onInfoChange = useCallback(
    (values: InformationValues) => update((current) => ({ ...current, info: copy(values) })),
    [update],
  );

  const closeOpenCase = useCallback(() => setOpenCase(null), []);

  const startSchemaForUser = useMemo(() => startSchema(user.email, branches), [user.email, branches]);
  const parsedStart = useMemo(
    () => startSchemaForUser.safeParse(data.start),
    [startSchemaForUser, data.start],
  );
  const parsedInfo = useMemo(
    () => informationSchema({ countryCode: branch?.countryCode, maxArea }).safeParse(data.info),
    [branch?.countryCode, maxArea, data.info],
  );
  // On the summary, the hub says before submit whether the order will wait for an approver.
  const approvalCheck = useApprovalCheck(
    step === STEP.summary && parsedStart.success && parsedInfo.success
      ? {
          start: parsedStart.data,
          info: parsedInfo.data,
          selection,
          packageId: typeof data.packageId === 'number' ? data.packageId : null,
          draftId: undefined,
        }
      : null,
  );

  if (!branch) {
    return <Typography.Paragraph>{t('orders.pages.new.noDepartments')}</Typography.Paragraph>;
  }

  const back = () => goTo(Math.max(0, step - 1));
  const steps = WIZARD_STEPS.map((key) => ({ key, title: t(`orders.steps.${key}`) }));
  const onStepClick = (target: number) => {
    if (target < step) setStep(target);
    else submitRef.current?.(target);
  };

  let content: ReactNode = null;
  if (step === STEP.start) {
    content = (
      <StartStep
        values={data.start}
        userEmail={user.email}
        branches={branches}
        blacklisted={blacklisted}
        busy={checking}
        problem={startProblem}
        serverErrors={serverErrors[STEP.start] ?? NO_ERRORS}
        submitRef={submitRef}
        onChange={onStartChange}
        onSubmit={(values, target) => void onStartSubmit(values, target)}
      />
    );
  } else if (step === STEP.package) {
    content = (
      <PackageStep
        packages={packages}
        value={data.packageId}
        showPrices={user.visiblePrices}
        submitRef={submitRef}
        onChange={onPackageChange}
        onBack={back}
        onNext={goTo}
      />
    );
  } else if (step === STEP.options) {
    content = (
      <OptionsStep
        pkg={pkg}
        products={alaCarte}
        values={data.options}
        showPrices={user.visiblePrices}
        submitRef={submitRef}
        onChange={(options) => update((current) => ({ ...current, options }))}
        onBack={back}
        onNext={goTo}
      />
    );
  } else if (step === STEP.information) {
    content = (
      <InformationStep
        values={data.info}
        branch={branch}
        maxArea={maxArea}
        fee={fee}
        endUserFee={endUserFee}
        showPrices={user.visiblePrices}
        users={users.data}
        contactTypes={contactTypes.data ?? []}
        propertyTypes={propertyTypes.data}
        serverErrors={serverErrors[STEP.information] ?? NO_ERRORS}
        submitRef={submitRef}
        onChange={onInfoChange}
        onSubmit={(_values, target) => goTo(target)}
        onBack={back}
      />
    );
  } else if (parsedStart.success && parsedInfo.success) {
    submitRef.current = null;
    content = (
      <SummaryStep
        start={parsedStart.data}
        info={parsedInfo.data}
        branch={branch}
        packageName={pkg?.name ?? null}
        matchedReference={data.matchedCase?.reference ?? null}
        selection={selection}
        showPrices={user.visiblePrices}
        users={users.data ?? []}
        propertyTypes={propertyTypes.data}
        creating={creation.creating}
        error={creation.error}
        problems={creation.problems}
        approvalCheck={approvalCheck.data}
        onEdit={(target) => setStep(target)}
        onBack={back}
        onCreate={() => void creation.create(parsedStart.data, parsedInfo.data)}
      />
    );
  } else {
    // A draft from before a rule changed, or products changed since: the step with the problem says what.
    const target = parsedStart.success ? STEP.information : STEP.start;
    content = (
      <SummaryGap
        onFix={() => setStep(target)}
        text={t('orders.pages.new.needsAttention')}
        action={t('orders.actions.fix')}
      />
    );
  }

  return (
    <>
      <Wizard
        label={t('orders.pages.new.stepsLabel')}
        steps={steps}
        current={step}
        reached={data.reached}
        onStepClick={onStepClick}
      >
        {content}
      </Wizard>
      <ConfirmDialog
        open={openCase !== null}
        title={t('orders.pages.new.openOrderTitle')}
        okText={t('orders.pages.new.openOrderContinue')}
        onConfirm={() => {
          if (!openCase) return;
          const { found, target } = openCase;
          update((current) => ({ ...current, confirmedCaseId: found.id }));
          goTo(target);
        }}
        onClose={closeOpenCase}
      >
        {openCase ? (
          <Typography.Paragraph>
            {t('orders.pages.new.openOrderText', {
              address: openCase.found.address.full,
              reference: openCase.found.reference,
            })}
          </Typography.Paragraph>
        ) : null}
      </ConfirmDialog>
      <OverBudgetDialog
        refusal={creation.overBudget?.error ?? null}
        onConfirm={creation.confirmOverBudget}
        onClose={creation.cancelOverBudget}
      />
    </>
  );
}

function SummaryGap({ text, action, onFix }: { text: string; action: string; onFix: () => void }) {
  return (
    <Typography.Paragraph>
      {text} <Typography.Link onClick={onFix}>{action}</Typography.Link>
    </Typography.Paragraph>
  );
}
