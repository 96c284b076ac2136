import type { ReactNode } from "react";
import { ActionToast } from "~/components/action-toast";
import type { ToastInput } from "~/modules/toast/toast";
import { WizardProgress } from "./wizard-progress";

/** The frame both listing wizards share: heading, progress, the step's card and its toast. */
export function WizardPage({ title, intro, titles, step, toast, notice, children }: {
  title: string;
  intro: string;
  titles: readonly string[];
  step: number;
  toast?: ToastInput & { id: string };
  /** Shown above the step, e.g. that an edit is staged. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </header>
      <WizardProgress titles={titles} current={step} />
      {notice}
      <section aria-labelledby="step-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="step-heading" className="mb-6 text-xl font-semibold">{titles[step - 1]}</h2>
        {children}
      </section>
      <ActionToast toast={toast} />
    </div>
  );
}
