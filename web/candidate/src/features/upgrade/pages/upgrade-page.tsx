import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { formatDate } from '@mocktest/web-shared/format';
import { useState } from 'react';
import type { ExamKey } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { activePlanLevel } from '../../../shared/lib/active-plan';
import { readPricingPlan } from '../../../shared/lib/pricing-plan';
import { CourseSelect } from '../components/course-select';
import { PlanCard, type UpgradePlan } from '../components/plan-card';
import { SelectionSummaryDialog } from '../components/selection-summary-dialog';
import { UpgradeNotices } from '../components/upgrade-notices';
import { UpgradeCatalogQuery } from '../graphql/upgrade-catalog.query';
import { planChangeSentences } from '../lib/plan-change';
import { initialCourse, isOffered, preselectedPlanKey } from '../lib/plan-offer';
import { useStartPurchase } from '../lib/use-start-purchase';
import '../upgrade.css';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';

/** The plans: pick a course and a plan, check the Selection Summary, then go on to pay. */
export function UpgradePage() {
  const { profile, profileError, reloadProfile } = useAuth();
  const catalog = useQuery(UpgradeCatalogQuery);
  const [courseChoice, setCourseChoice] = useState<ExamKey | null>(null);
  const [chosen, setChosen] = useState<UpgradePlan | null>(null);
  const [picked] = useState(readPricingPlan);
  const { starting, startError, clearStartError, buy } = useStartPurchase();

  if (!profile) {
    return profileError ? <ErrorAlert message={profileError} onRetry={reloadProfile} /> : <LoadingState />;
  }

  const level = activePlanLevel(profile);
  const subscribed = level > 0;
  const exams = catalog.data?.exams ?? [];
  const plans = [...(catalog.data?.plans ?? [])].sort((a, b) => a.level - b.level);
  // An upgrade keeps the exam of the plan held; otherwise the candidate picks it.
  const course = subscribed
    ? profile.selectedExam
    : (courseChoice ??
      initialCourse(
        profile.selectedExam,
        exams.map((exam) => exam.key),
      ));
  const courseLabel = exams.find((exam) => exam.key === course)?.label ?? course;
  const pickedKey = preselectedPlanKey(picked, plans, level);
  const nothingOffered = plans.length > 0 && plans.every((plan) => !isOffered(plan.level, level));

  return (
    <section className="page upgrade-page">
      <header className="page__header">
        <h1>Upgrade</h1>
        <p className="page__lead">
          {subscribed
            ? `Move up to a faster plan for the same exam, ${courseLabel}: the new plan replaces your ${profile.plan?.name ?? 'current'} plan and gives 3 new months of access from the day you pay.`
            : 'Choose your exam and a plan. Every plan covers one exam and unlocks tutor-marked mock tests for 3 months.'}
        </p>
      </header>
      <UpgradeNotices
        profile={profile}
        pickedName={pickedKey ? (plans.find((plan) => plan.key === pickedKey)?.name ?? null) : null}
      />
      {catalog.loading && !catalog.data && <LoadingState label="Loading plans…" />}
      {catalog.error && !catalog.data && (
        <ErrorAlert
          message={errorMessage(catalog.error)}
          onRetry={() => void catalog.refetch().catch(() => undefined)}
        />
      )}
      {catalog.data && (
        <>
          {subscribed ? (
            <p className="upgrade-page__course">
              Course: <strong>{courseLabel}</strong>
            </p>
          ) : (
            <CourseSelect value={course} exams={exams} onChange={setCourseChoice} />
          )}
          {nothingOffered && (
            <p className="notice notice--success" role="status">
              You already hold our highest plan. Enjoy your tests!
            </p>
          )}
          <div className="plan-grid">
            {plans.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                examLabel={courseLabel}
                offered={isOffered(plan.level, level)}
                current={subscribed && profile.plan?.key === plan.key}
                picked={plan.key === pickedKey}
                onChoose={(choice) => {
                  clearStartError();
                  setChosen(choice);
                }}
              />
            ))}
          </div>
        </>
      )}
      <SelectionSummaryDialog
        open={chosen !== null}
        courseLabel={courseLabel}
        planName={chosen?.name ?? ''}
        priceUsd={chosen?.priceUsd ?? 0}
        change={
          chosen
            ? planChangeSentences({
                heldPlanName: subscribed ? (profile.plan?.name ?? null) : null,
                plan: chosen,
                examLabel: courseLabel,
                now: new Date(),
                formatDate,
              })
            : []
        }
        busy={starting}
        error={startError}
        onBuy={() => chosen && void buy(course, chosen)}
        onCancel={() => setChosen(null)}
      />
    </section>
  );
}
