import { messages } from '@/lib/i18n';

/** The page's upgrade procedure as numbered steps. */
export function UpgradeSteps({ steps }: { steps: string[] }) {
  return (
    <section className="upgrade-steps my-5" aria-labelledby="upgrade-steps">
      <h2 id="upgrade-steps">{messages.downloads.upgradeHeading}</h2>
      <ol className="step-list">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
