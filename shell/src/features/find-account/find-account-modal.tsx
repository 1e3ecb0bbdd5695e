import { EmailFoundStep } from './steps/email-found-step';
import { EmailNotFoundStep } from './steps/email-not-found-step';
import { FindByNumberStep } from './steps/find-by-number-step';
import { VerifyStep } from './steps/verify-step';
import { useFindAccountWizard } from './use-find-account-wizard';

/** Spec §4 find-account steps: initial → findByNumber → emailFound | emailNotFound. */
export function FindAccountModal({ close }: { close: () => void }) {
  const wizard = useFindAccountWizard();
  const { step } = wizard;
  switch (step.name) {
    case 'initial':
      return <VerifyStep onVerified={wizard.verified} />;
    case 'findByNumber':
      return (
        <FindByNumberStep
          encodeData={step.encodeData}
          verifiedNumber={step.phoneNumber}
          onFound={wizard.found}
          onNotFound={wizard.notFound}
        />
      );
    case 'emailFound':
      return <EmailFoundStep accounts={step.accounts} close={close} />;
    case 'emailNotFound':
      return <EmailNotFoundStep message={step.message} onRetry={wizard.restart} />;
  }
}
